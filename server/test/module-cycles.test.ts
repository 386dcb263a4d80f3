import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * Layers only point down. dependency-cruiser reads every import of server/src and
 * common/src once; from that:
 * - no file reaches itself again through the imports of others, `import type` included (a shape two files
 *   share lives below both);
 * - no module folder reaches itself through others' runtime imports (reservations use payments; payments
 *   never use reservations);
 * - `platform/` imports nothing of `modules/`: app.ts composes the modules into the platform;
 * - `db/` (connection, migrations, the SQL helper, backups) sits below the modules: it imports nothing of
 *   `modules/`, of the seeders above them (`seeds/`) or of the ORM's boot that lists their entities (`orm.ts`).
 * Not counted anywhere: imports from one `*.entity.ts` to another, which are the ORM's relations, declared
 * on both sides by design (a hotel has rooms, a room belongs to a hotel).
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const MODULE = /^server\/src\/modules\/([^/]+)\//;
const PLATFORM = /^server\/src\/platform\//;
const DB = /^server\/src\/db\//;
const ABOVE_DB = /^server\/src\/(modules\/|seeds\/|orm\.ts$)/;

interface Import {
  from: string;
  to: string;
  typeOnly: boolean;
}

type Graph = Map<string, Map<string, string>>;

async function readImports(): Promise<Import[]> {
  const { output } = await cruise(
    ['server/src', 'common/src'],
    {
      baseDir: root,
      tsPreCompilationDeps: true,
      exclude: { path: '\\.test\\.tsx?$' },
      includeOnly: '^(server|common)/src/',
    },
    undefined,
    { tsConfig: { fileName: path.join(root, 'server/tsconfig.json') } },
  );
  return (output as ICruiseResult).modules.flatMap((file) =>
    file.dependencies
      .filter((dependency) => !(file.source.endsWith('.entity.ts') && dependency.resolved.endsWith('.entity.ts')))
      .map((dependency) => ({
        from: file.source,
        to: dependency.resolved,
        typeOnly: dependency.dependencyTypes.some((type) => type === 'type-only' || type === 'type-import'),
      })),
  );
}

/** A graph of whatever `nodeOf` maps the files to; each edge remembers one import that makes it. */
function graphOf(imports: Import[], nodeOf: (file: string) => string | undefined): Graph {
  const graph: Graph = new Map();
  for (const { from, to } of imports) {
    const [source, target] = [nodeOf(from), nodeOf(to)];
    if (!source || !target || source === target) continue;
    const edges = graph.get(source) ?? new Map<string, string>();
    if (!edges.has(target)) edges.set(target, `${from} → ${to}`);
    graph.set(source, edges);
  }
  return graph;
}

/**
 * Every cycle, as the imports inside each strongly connected component (Tarjan): all the nodes that reach
 * each other, so one report names every import that would need to move.
 */
function cycles(graph: Graph): string[][] {
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (node: string) => {
    order.set(node, order.size);
    low.set(node, order.get(node)!);
    stack.push(node);
    for (const next of graph.get(node)?.keys() ?? []) {
      if (!order.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (stack.includes(next)) {
        low.set(node, Math.min(low.get(node)!, order.get(next)!));
      }
    }
    if (low.get(node) !== order.get(node)) return;
    const component = new Set(stack.splice(stack.indexOf(node)));
    if (component.size < 2) return;
    found.push(
      [...component].flatMap((member) =>
        [...(graph.get(member) ?? [])].filter(([next]) => component.has(next)).map(([, edge]) => edge),
      ),
    );
  };
  for (const node of graph.keys()) if (!order.has(node)) visit(node);
  return found;
}

describe('imports', () => {
  let imports: Import[];
  beforeAll(async () => {
    imports = await readImports();
  }, 120_000);

  it('have no cycle between files, type imports included', () => {
    const files = graphOf(imports, (file) => file);
    // The graph was read: the hotel service imports its repository.
    expect(
      files.get('server/src/modules/hotels/hotel.service.ts')?.has('server/src/modules/hotels/hotel.repository.ts'),
    ).toBe(true);
    expect(cycles(files)).toEqual([]);
  });

  it('have no cycle between module folders', () => {
    const modules = graphOf(
      imports.filter((edge) => !edge.typeOnly),
      (file) => MODULE.exec(file)?.[1],
    );
    expect(modules.get('reservations')?.has('payments')).toBe(true);
    expect(modules.get('payments')?.has('reservations') ?? false).toBe(false);
    expect(cycles(modules)).toEqual([]);
  });

  it('never run from platform/ to modules/', () => {
    const upward = imports.filter(({ from, to }) => PLATFORM.test(from) && MODULE.test(to));
    // The graph was read: modules use the platform.
    expect(imports.some(({ from, to }) => MODULE.test(from) && PLATFORM.test(to))).toBe(true);
    expect(upward.map(({ from, to }) => `${from} → ${to}`)).toEqual([]);
  });

  it('never run from db/ to modules/, seeds/ or orm.ts', () => {
    const upward = imports.filter(({ from, to }) => DB.test(from) && ABOVE_DB.test(to));
    // The graph was read: modules use db/.
    expect(imports.some(({ from, to }) => MODULE.test(from) && DB.test(to))).toBe(true);
    expect(upward.map(({ from, to }) => `${from} → ${to}`)).toEqual([]);
  });
});

describe('cycles', () => {
  it('finds every cycle, each once, with the imports that close it', () => {
    const graph: Graph = new Map([
      ['a', new Map([['b', 'a.ts → b.ts']])],
      ['b', new Map([['c', 'b.ts → c.ts']])],
      [
        'c',
        new Map([
          ['a', 'c.ts → a.ts'],
          ['d', 'c.ts → d.ts'],
        ]),
      ],
      ['d', new Map([['e', 'd.ts → e.ts']])],
      ['e', new Map([['d', 'e.ts → d.ts']])],
      ['f', new Map([['a', 'f.ts → a.ts']])],
    ]);
    const found = cycles(graph).map((component) => [...component].sort());
    expect(found).toHaveLength(2);
    expect(found).toContainEqual(['a.ts → b.ts', 'b.ts → c.ts', 'c.ts → a.ts']);
    expect(found).toContainEqual(['d.ts → e.ts', 'e.ts → d.ts']);
  });

  it('finds none in a graph that only points down', () => {
    const graph: Graph = new Map([
      [
        'a',
        new Map([
          ['b', 'a.ts → b.ts'],
          ['c', 'a.ts → c.ts'],
        ]),
      ],
      ['b', new Map([['c', 'b.ts → c.ts']])],
    ]);
    expect(cycles(graph)).toEqual([]);
  });
});
