/** Writes schema.graphql from the type-graphql classes; with --check, fails when the committed file differs. */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { appSchema } from '../modules/registry';
import { printSortedSchema } from '../platform/graphql';

const file = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../schema.graphql');
const schema = printSortedSchema(await appSchema());

if (process.argv.includes('--check')) {
  const committed = (() => {
    try {
      return readFileSync(file, 'utf8');
    } catch {
      return '';
    }
  })();
  if (committed !== schema) {
    console.error('schema.graphql이 서버의 스키마와 다릅니다. `npm run schema`로 다시 만드세요.');
    process.exit(1);
  }
  console.log('schema.graphql is up to date');
} else {
  writeFileSync(file, schema);
  console.log(`wrote ${path.relative(process.cwd(), file)}`);
}
