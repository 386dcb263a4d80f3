import path from 'node:path';

/**
 * The client's layers (docs/decisions/client.md): shared (components, lib, gql) ← features ← app (app,
 * pages, router, main). A feature reaches no other feature. The import is resolved to the file it names
 * before judging, so `../x/Y`, `../../features/x/Y`, `@/features/x/Y` and `src/features/x/Y` are one case.
 */
const CLIENT_SRC = `${path.sep}client${path.sep}src${path.sep}`;

/** The layer of a path below client/src ("features/x/Y", "lib/api"), or null for what no rule covers. */
function layerOf(relative) {
  const [first, second] = relative.split('/');
  if (first === 'features') return second ? { layer: 'feature', feature: second } : null;
  if (['app', 'pages'].includes(first) || /^(router|main)(\.tsx?)?$/.test(relative)) return { layer: 'app' };
  if (['components', 'lib', 'gql'].includes(first)) return { layer: 'shared' };
  return null;
}

/** Where an import specifier points below client/src, or null when it leaves the client's source. */
function targetOf(specifier, srcRoot, fromDirectory) {
  if (specifier.startsWith('.') || path.isAbsolute(specifier)) {
    const relative = path.relative(srcRoot, path.resolve(fromDirectory, specifier));
    return relative.startsWith('..') || path.isAbsolute(relative) ? null : relative.split(path.sep).join('/');
  }
  // Alias forms (`@/x`, `~/x`, `#/x`, `src/x`, `client/src/x`, a package path through features/): what follows.
  const alias = specifier.match(/^(?:[@~#]\/|(?:client\/)?src\/)(.*)$/);
  if (alias) return alias[1];
  const feature = specifier.match(/(?:^|\/)(features\/.*)$/);
  return feature ? feature[1] : null;
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Keep the client layers: no feature imports another feature, shared code no feature or app.' },
    schema: [],
    messages: {
      crossFeature:
        'A feature does not import another feature ({{from}} → {{to}}): let the page compose them, or move the shared part to lib/ or components/.',
      featureToApp: 'Features sit below the app: the app (pages, router) imports them, not the other way.',
      sharedUp: 'Shared code (components, lib, gql) imports neither features nor the app.',
    },
  },
  create(context) {
    const filename = context.filename;
    const at = filename.lastIndexOf(CLIENT_SRC);
    if (at < 0) return {};
    const srcRoot = filename.slice(0, at + CLIENT_SRC.length);
    const from = layerOf(path.relative(srcRoot, filename).split(path.sep).join('/'));
    if (!from || from.layer === 'app') return {};

    function check(node) {
      if (!node || node.type !== 'Literal' || typeof node.value !== 'string') return;
      const relative = targetOf(node.value, srcRoot, path.dirname(filename));
      const to = relative === null ? null : layerOf(relative);
      if (!to) return;
      if (from.layer === 'shared' && to.layer !== 'shared') context.report({ node, messageId: 'sharedUp' });
      if (from.layer === 'feature' && to.layer === 'app') context.report({ node, messageId: 'featureToApp' });
      if (from.layer === 'feature' && to.layer === 'feature' && to.feature !== from.feature)
        context.report({ node, messageId: 'crossFeature', data: { from: from.feature, to: to.feature } });
    }

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      'CallExpression[callee.name="require"]': (node) => check(node.arguments[0]),
    };
  },
};

export const clientLayers = { rules: { 'client-layers': rule } };
