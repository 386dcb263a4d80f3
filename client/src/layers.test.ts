import { ESLint } from 'eslint';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** The repository's own ESLint config, run on a line of code as if it stood in the named client file. */
const root = path.resolve(__dirname, '../..');
const eslint = new ESLint({ cwd: root });

async function layerProblems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = x;\n`, { filePath: `client/src/${file}` });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'local/client-layers').map((m) => m.message);
}

describe('client layers (eslint.config.js)', () => {
  it.each([
    ['relative sibling', "import { x } from '../inquiries/Pager';"],
    ['through features/', "import { x } from '../../features/inquiries/Pager';"],
    ['a detour', "import { x } from '../../lib/../features/inquiries/Pager';"],
    ['the @ alias', "import { x } from '@/features/inquiries/Pager';"],
    ['the src alias', "import { x } from 'src/features/inquiries/Pager';"],
    ['a re-export', "export { x } from '../inquiries/Pager'; const x = 1;"],
    ['a lazy import', "const x = import('../../features/inquiries/Pager');"],
  ])('refuses a feature importing another feature: %s', async (_form, code) => {
    expect(await layerProblems('features/admin/AdminUsers.tsx', code)).toEqual([
      expect.stringContaining('(admin → inquiries)'),
    ]);
  });

  it('lets a feature import itself, shared code and packages', async () => {
    const code = [
      "import { x } from './Pager';",
      "import { y } from '../../components/Pager';",
      "import { z } from '@apollo/client/react';",
      "import { w } from '@shim/common/messages';",
      'void [y, z, w];',
    ].join('\n');
    expect(await layerProblems('features/admin/AdminUsers.tsx', code)).toEqual([]);
  });

  it('refuses a feature importing the app, and shared code importing a feature', async () => {
    expect(await layerProblems('features/admin/AdminUsers.tsx', "import { x } from '../../pages/Login';")).toHaveLength(
      1,
    );
    expect(await layerProblems('lib/errors.ts', "import { x } from '../features/auth/LoginForm';")).toHaveLength(1);
    expect(await layerProblems('components/Pager.tsx', "import { x } from '@/pages/Login';")).toHaveLength(1);
  });

  it('lets pages compose features', async () => {
    expect(await layerProblems('pages/Login.tsx', "import { x } from '../features/auth/LoginForm';")).toEqual([]);
  });
});

const NATIVE_CONFIRM_RULES = new Set(['no-restricted-globals', 'no-restricted-properties']);

async function nativeConfirms(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? [])
    .filter((m) => NATIVE_CONFIRM_RULES.has(m.ruleId ?? ''))
    .map((m) => `${file}:${m.line} ${m.message}`);
}

describe('no native confirm() in the client (eslint.config.js)', () => {
  // Each probe calls the browser's dialog through one more way of naming it; the code is built from that name.
  it.each([
    ['a window member', 'window.confirm'],
    ['a bare call', 'confirm'],
    ['globalThis', 'globalThis.confirm'],
    ['a computed key', "window['confirm']"],
  ])('refuses %s', async (_form, callee) => {
    const code = `export const ok = ${callee}('삭제할까요?');`;
    expect(await nativeConfirms('client/src/features/mypage/CouponsTab.tsx', code)).toHaveLength(1);
  });

  it('refuses it destructured from window', async () => {
    const code = 'const { confirm: ask } = window;\nexport const ok = ask();';
    expect(await nativeConfirms('client/src/features/mypage/CouponsTab.tsx', code)).toHaveLength(1);
  });

  it('lets a component name its own `confirm` (a prop or a local function)', async () => {
    const code = 'export function f({ confirm }: { confirm(): void }) {\n  confirm();\n}';
    expect(await nativeConfirms('client/src/components/CancelQuoteDialog.tsx', code)).toEqual([]);
  });

  it('finds no native confirm() in any client source file', async () => {
    const sources = readdirSync(__dirname, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.startsWith(`gql${path.sep}`))
      .map((file) => path.join('client/src', file));
    expect(sources.length).toBeGreaterThan(100);
    // Only files that mention the word can call it; the rest need no lint (the whole tree takes a minute).
    const suspects = sources.filter((file) => /\bconfirm\b/.test(readFileSync(path.join(root, file), 'utf8')));
    const found = await Promise.all(
      suspects.map((file) => nativeConfirms(file, readFileSync(path.join(root, file), 'utf8'))),
    );
    expect(found.flat()).toEqual([]);
  });
});
