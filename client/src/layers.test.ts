import { ESLint } from 'eslint';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** The repository's own ESLint config, run on a line of code as if it stood in the named client file. */
const eslint = new ESLint({ cwd: path.resolve(__dirname, '../..') });

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
