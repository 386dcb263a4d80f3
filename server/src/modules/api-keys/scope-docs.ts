import { API_KEY_SCOPES, SCOPE_LABELS } from '@shim/common/api-keys';
import { SCOPE_TABLE } from './scope-table';

export const SCOPE_DOCS_START = '<!-- scopes:start -->';
export const SCOPE_DOCS_END = '<!-- scopes:end -->';

const code = (names: readonly string[]) => names.map((name) => `\`${name}\``).join(', ');
const row = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;

/** The integrators' guide's scope tables, rendered from the scope table (and formatted as the repo formats Markdown). */
export async function scopeDocsBlock(): Promise<string> {
  const entries = Object.entries(SCOPE_TABLE);
  const roots = entries.filter(([name]) => /^(Query|Mutation)\./.test(name));
  const nested = entries.filter(([name]) => !/^(Query|Mutation)\./.test(name));
  const lines = [
    row(['Scope', 'For', 'Opens (root operations)']),
    row(['---', '---', '---']),
    ...API_KEY_SCOPES.map((scope) =>
      row([
        `\`${scope}\``,
        SCOPE_LABELS[scope],
        code(roots.filter(([, scopes]) => scopes.includes(scope)).map(([name]) => name.split('.')[1]!)),
      ]),
    ),
    '',
    'Nested fields that reach another domain, or a price or stock figure, need a scope of their own wherever a',
    'document reaches them (through fragments too):',
    '',
    row(['Field', 'Opened by']),
    row(['---', '---']),
    ...nested.map(([name, scopes]) => row([`\`${name}\``, scopes.length > 0 ? code(scopes) : 'no key'])),
  ];
  const { format } = await import('prettier');
  return format(lines.join('\n'), { parser: 'markdown', singleQuote: true, printWidth: 120, proseWrap: 'preserve' });
}

/** `doc` with the text between its scope markers replaced by `block`. */
export function withScopeDocs(doc: string, block: string): string {
  const start = doc.indexOf(SCOPE_DOCS_START);
  const end = doc.indexOf(SCOPE_DOCS_END);
  if (start < 0 || end < start) throw new Error(`${SCOPE_DOCS_START} … ${SCOPE_DOCS_END} not found`);
  return `${doc.slice(0, start + SCOPE_DOCS_START.length)}\n\n${block.trim()}\n\n${doc.slice(end)}`;
}
