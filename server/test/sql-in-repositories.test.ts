import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * One way to the data: eslint.config.js lets SQL text and the SQL helper only into
 * `*.repository.ts` files (and db/, tests). Lints snippets as if they stood at those paths.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const eslint = new ESLint({ cwd: root });

async function problems(code: string, file: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.map((message) => `${message.ruleId}: ${message.message}`);
}

const STATEMENT = 'export const find = (id: number) => `select * from hotels where id = ${id}`;\n';
const PLAIN = "export const probe = () => 'select 1';\n";
const HELPER = "import { executeNamed } from '../../db/named';\nexport const run = executeNamed;\n";

describe('SQL lives in repositories', () => {
  it('refuses a statement or the SQL helper in a service, a platform file or a face', { timeout: 60_000 }, async () => {
    for (const file of ['server/src/modules/hotels/x.service.ts', 'server/src/platform/x.ts']) {
      expect(await problems(STATEMENT, file)).toEqual([expect.stringMatching(/^no-restricted-syntax: SQL lives/)]);
      expect(await problems(PLAIN, file)).toEqual([expect.stringMatching(/^no-restricted-syntax: SQL lives/)]);
      expect(await problems(HELPER, file)).toEqual([expect.stringMatching(/^no-restricted-imports: .*repository/)]);
    }
    expect(await problems(STATEMENT, 'server/src/modules/hotels/x.rest.ts')).toEqual([
      expect.stringMatching(/^no-restricted-syntax: SQL lives/),
    ]);
  });

  it('lets repositories, db/ and tests write SQL', { timeout: 60_000 }, async () => {
    for (const file of [
      'server/src/modules/hotels/x.repository.ts',
      'server/src/platform/auth/x.repository.ts',
      'server/src/seeds/x.ts',
      'server/src/modules/hotels/x.test.ts',
    ]) {
      expect(await problems(STATEMENT + HELPER, file)).toEqual([]);
    }
  });

  it('leaves prose alone', { timeout: 60_000 }, async () => {
    const prose = "export const note = 'selected with care';\nexport const text = `update: 예약이 변경되었습니다`;\n";
    expect(await problems(prose, 'server/src/modules/hotels/x.service.ts')).toEqual([]);
  });
});
