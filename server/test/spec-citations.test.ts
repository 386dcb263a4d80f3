import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * `spec §N` in the code and the docs means a numbered section of docs/spec.md, the product spec kept in the
 * repository: every section cited must be a heading there. `ARCHITECTURE §N` is the design
 * document's numbering, not the spec's, and is not counted.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SOURCES = ['server/src', 'server/test', 'client/src', 'common/src', 'e2e/tests', 'scripts', 'docs'];
const CITED = /(ARCHITECTURE(?:\.md)? )?§\s?(\d+(?:\.\d+)*)/g;

function citingFiles(): string[] {
  return (
    SOURCES.flatMap((folder) =>
      readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.(tsx?|md)$/.test(file) && !file.includes('node_modules') && !file.includes('gql/'))
        .map((file) => path.join(folder, file)),
    )
      // The spec itself, and this file's examples of citations that must fail.
      .filter(
        (file) =>
          file !== path.join('docs', 'spec.md') && file !== path.join('server', 'test', 'spec-citations.test.ts'),
      )
      .concat('README.md')
  );
}

/** Each section of the spec a text cites, with where. */
function citedSections(text: string, file: string): Array<{ section: string; where: string }> {
  return [...text.matchAll(CITED)]
    .filter(([, architecture]) => !architecture)
    .map(([, , section]) => ({ section: section!, where: `${file}: §${section}` }));
}

function specSections(spec: string): Set<string> {
  return new Set([...spec.matchAll(/^#{2,3} (\d+(?:\.\d+)*)\./gm)].map(([, number]) => number!));
}

describe('spec citations', () => {
  const sections = specSections(readFileSync(path.join(root, 'docs/spec.md'), 'utf8'));

  it('name sections that docs/spec.md has', () => {
    const cited = citingFiles().flatMap((file) => citedSections(readFileSync(path.join(root, file), 'utf8'), file));
    // The files were read: the code cites the spec hundreds of times.
    expect(cited.length).toBeGreaterThan(300);
    expect(cited.filter(({ section }) => !sections.has(section)).map(({ where }) => where)).toEqual([]);
  });

  it('tell the spec from the design document and catch a section that does not exist', () => {
    expect([...sections].sort()).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
    const cited = citedSections('spec §2, ARCHITECTURE §6, ARCHITECTURE.md §3, spec §12', 'x.ts');
    expect(cited.map(({ section }) => section)).toEqual(['2', '12']);
    expect(sections.has('12')).toBe(false);
  });
});
