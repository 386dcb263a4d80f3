import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';

/**
 * Module dependencies run one way (issue 15): among server/src/modules/*, no folder may reach itself
 * again through the imports of others. dependency-cruiser reads the imports; this folds them into a
 * graph of module folders and looks for a cycle there. Not counted: `import type` (erased at build), and
 * imports from one `*.entity.ts` to another, which are the ORM's relations, declared on both sides by
 * design (a hotel has rooms, a room belongs to a hotel).
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const MODULE = /^server\/src\/modules\/([^/]+)\//;

async function moduleGraph(): Promise<Map<string, Map<string, string>>> {
  const { output } = await cruise(
    ['server/src/modules'],
    {
      baseDir: root,
      tsPreCompilationDeps: true,
      exclude: { path: '\\.test\\.ts$' },
      includeOnly: '^server/src/',
    },
    undefined,
    { tsConfig: { fileName: path.join(root, 'server/tsconfig.json') } },
  );
  const result = output as ICruiseResult;
  const graph = new Map<string, Map<string, string>>();
  for (const file of result.modules) {
    const from = MODULE.exec(file.source)?.[1];
    if (!from) continue;
    for (const dependency of file.dependencies) {
      const to = MODULE.exec(dependency.resolved)?.[1];
      if (!to || to === from) continue;
      if (dependency.dependencyTypes.some((type) => type === 'type-only' || type === 'type-import')) continue;
      if (file.source.endsWith('.entity.ts') && dependency.resolved.endsWith('.entity.ts')) continue;
      const edges = graph.get(from) ?? new Map<string, string>();
      edges.set(to, `${file.source} → ${dependency.resolved}`);
      graph.set(from, edges);
    }
  }
  return graph;
}

/** Each cycle once, as the chain of imports that closes it. */
function cycles(graph: Map<string, Map<string, string>>): string[][] {
  const found: string[][] = [];
  const seen = new Set<string>();
  const visit = (node: string, trail: string[]) => {
    for (const next of graph.get(node)?.keys() ?? []) {
      const at = trail.indexOf(next);
      if (at >= 0) {
        const ring = [...trail.slice(at), next];
        const key = [...ring.slice(0, -1)].sort().join(',');
        if (!seen.has(key)) {
          seen.add(key);
          found.push(ring.slice(0, -1).map((module, i) => graph.get(module)!.get(ring[i + 1]!)!));
        }
      } else if (trail.length < 12) {
        visit(next, [...trail, next]);
      }
    }
  };
  for (const start of graph.keys()) visit(start, [start]);
  return found;
}

describe('module dependencies', () => {
  it('have no cycle between module folders', { timeout: 120_000 }, async () => {
    const graph = await moduleGraph();
    // The graph was read: reservations use payments, and nothing of payments uses reservations.
    expect(graph.get('reservations')?.has('payments')).toBe(true);
    expect(graph.get('payments')?.has('reservations') ?? false).toBe(false);
    expect(cycles(graph)).toEqual([]);
  });

  it('finds a cycle when there is one', () => {
    const graph = new Map([
      ['a', new Map([['b', 'a.ts → b.ts']])],
      ['b', new Map([['a', 'b.ts → a.ts']])],
    ]);
    expect(cycles(graph)).toHaveLength(1);
  });
});
