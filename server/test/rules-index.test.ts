import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * docs/rules.md cites the one home of each rule as `path#symbol`: every citation must name a
 * file that exists and a symbol that file exports, so the index cannot drift from the code unnoticed.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** Where a cited path is looked for, in order: as the page says, modules first. */
const BASES = ['server/src/modules', 'server/src', '.'];
const CITATION = /`([\w./-]+\.tsx?)(?:#(\w+))?`/g;

interface Citation {
  file: string;
  symbol: string | null;
}

function citationsOf(markdown: string): Citation[] {
  return [...markdown.matchAll(CITATION)].map(([, file, symbol]) => ({ file: file!, symbol: symbol ?? null }));
}

function resolveCited(file: string): string | null {
  for (const base of BASES) {
    const candidate = path.join(root, base, file);
    if (existsSync(candidate)) return candidate;
  }
  return null;
}

/** The names a TypeScript file exports: declarations marked `export` and `export { … }` lists. */
function exportedNames(source: string): Set<string> {
  const file = ts.createSourceFile('cited.ts', source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const names = new Set<string>();
  for (const statement of file.statements) {
    if (ts.isExportDeclaration(statement)) {
      if (statement.exportClause && ts.isNamedExports(statement.exportClause)) {
        for (const element of statement.exportClause.elements) names.add(element.name.text);
      }
      continue;
    }
    const exported = ts.canHaveModifiers(statement)
      ? ts.getModifiers(statement)?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)
      : false;
    if (!exported) continue;
    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name)) names.add(declaration.name.text);
      }
    } else if (
      (ts.isFunctionDeclaration(statement) ||
        ts.isClassDeclaration(statement) ||
        ts.isInterfaceDeclaration(statement) ||
        ts.isTypeAliasDeclaration(statement) ||
        ts.isEnumDeclaration(statement)) &&
      statement.name
    ) {
      names.add(statement.name.text);
    }
  }
  return names;
}

/** What is wrong with each citation of the page, as `citation: reason`; empty when all resolve. */
function brokenCitations(markdown: string): string[] {
  const broken: string[] = [];
  for (const { file, symbol } of citationsOf(markdown)) {
    const cited = symbol ? `${file}#${symbol}` : file;
    const resolved = resolveCited(file);
    if (!resolved) broken.push(`${cited}: no such file`);
    else if (symbol && !exportedNames(readFileSync(resolved, 'utf8')).has(symbol))
      broken.push(`${cited}: not exported there`);
  }
  return broken;
}

describe('docs/rules.md', () => {
  const page = readFileSync(path.join(root, 'docs/rules.md'), 'utf8');

  it('cites rules by exported symbol, never by line', () => {
    expect(citationsOf(page).filter((citation) => citation.symbol).length).toBeGreaterThan(30);
    expect(page).not.toMatch(/\.tsx?:\d+/);
  });

  it('cites only files that exist and symbols they export', () => {
    expect(brokenCitations(page)).toEqual([]);
  });

  it('reports a citation that drifted', () => {
    expect(
      brokenCitations(
        '`reservations/lifecycle.ts#nextSteps`, `reservations/lifecycle.ts#noSuchRule`, `gone/away.ts#x`, `reservations/lifecycle.ts#ranOut`',
      ),
    ).toEqual([
      'reservations/lifecycle.ts#noSuchRule: not exported there',
      'gone/away.ts#x: no such file',
      // Declared in the file but not exported: a private helper is no place to send a reader.
      'reservations/lifecycle.ts#ranOut: not exported there',
    ]);
  });

  it('reads every form of export', () => {
    const names = exportedNames(
      [
        'export const a = 1, b = 2;',
        'export function c() {}',
        'export async function d() {}',
        'export class E {}',
        'export interface F {}',
        'export type G = 1;',
        'export enum H {}',
        'const i = 1;',
        'export { i, j as k };',
        'function hidden() {}',
      ].join('\n'),
    );
    expect([...names].sort()).toEqual(['E', 'F', 'G', 'H', 'a', 'b', 'c', 'd', 'i', 'k']);
  });
});
