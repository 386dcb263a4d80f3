import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Code comments and docs name the domain ("the price calendar"), never a tracker's issue number: a number means
 * nothing to a partner reading docs/rest-clients.md or to the next engineer. Every file git knows of (tracked, or
 * new and not ignored) with a text extension is read; each `issue N` form is reported with its file and line.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const TEXT = /\.(tsx?|[cm]?js|md|graphql|css|json|sh|ya?ml)$/;
// The word, singular or plural, then a space, a dash or a # and one to three digits (the forms are tested below).
const CITATION = /\bissues?[ -]?#?\d{1,3}\b/i;

function textFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return listed
    .split('\0')
    .filter((file) => TEXT.test(file) && path.basename(file) !== 'package-lock.json')
    .filter((file) => existsSync(path.join(root, file)));
}

/** Each line of `text` that cites an issue number, as `file:line: text`. */
function citations(text: string, file: string): string[] {
  return text.split('\n').flatMap((line, i) => (CITATION.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : []));
}

describe('issue citations', () => {
  it('appear in no comment or doc: the domain is named instead', () => {
    const files = textFiles();
    // The walk read the repository, not an empty list.
    expect(files.length).toBeGreaterThan(500);
    expect(files).toContain('docs/rest-clients.md');
    const found = files.flatMap((file) => citations(readFileSync(path.join(root, file), 'utf8'), file));
    expect(found).toEqual([]);
  });

  it('catch every form of a number and leave words about issuing alone', () => {
    // Built from parts so this file holds no citation itself.
    const n = (words: string) => words.replace(/N/g, String(30));
    const cited = [n('(issue N)'), n('issues N and 29'), n('the issue-N runs'), n('Issue N finding 13'), n('issue #N')];
    expect(cited.flatMap((line) => citations(line, 'x.ts'))).toEqual(cited.map((line) => `x.ts:1: ${line}`));
    const plain = ['a manager issues a key', 'issued 3 coupons', 'the tissue 30 cm', 'the issue allows 10%'];
    expect(plain.flatMap((line) => citations(line, 'x.ts'))).toEqual([]);
  });
});
