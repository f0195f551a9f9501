import path from 'node:path';

const SRC = path.resolve(import.meta.dirname, '../src');

/**
 * Where an import of `file` lands inside web/src, as its folders ('features/teachers/api/x' → ['features',
 * 'teachers', 'api', 'x']); null for a package or anything outside web/src. Both the `@/` alias and relative
 * paths are resolved, so `../../documents/api/x` is caught like `@/features/documents/api/x`.
 */
function targetOf(specifier, file) {
  let absolute;
  if (specifier.startsWith('@/')) absolute = path.join(SRC, specifier.slice(2));
  else if (specifier.startsWith('.')) absolute = path.resolve(path.dirname(file), specifier);
  else return null;
  const relative = path.relative(SRC, absolute);
  return relative.startsWith('..') || path.isAbsolute(relative) ? null : relative.split(path.sep);
}

/** The layer a file of web/src belongs to: a feature (with its name), the shared folders, or app/. */
function layerOf(file) {
  const [top, name] = path.relative(SRC, file).split(path.sep);
  if (top === 'features') return { kind: 'feature', name };
  if (top === 'components' || top === 'lib') return { kind: 'shared' };
  return { kind: 'other' };
}

/**
 * The web app's one-way imports (bulletproof-react's): shared folders (components/, lib/) → features → app/.
 * A feature imports neither another feature nor app/; components/ and lib/ import no feature and not app/.
 * Pages in app/routes compose several features.
 */
export const importBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Keep imports one-way: shared → features → app; no feature imports another.' },
    schema: [],
    messages: {
      otherFeature:
        "A feature does not import another feature ('{{specifier}}'): compose both in a page of app/routes, or move what both need to components/ or lib/.",
      app: "A feature does not import app/ ('{{specifier}}'): let the app pass what the feature needs (props, arguments).",
      shared: "components/ and lib/ import neither a feature nor app/ ('{{specifier}}').",
    },
  },
  create(context) {
    const file = context.filename;
    const layer = layerOf(file);
    if (layer.kind === 'other') return {};

    const check = (node) => {
      const specifier = node.source?.type === 'Literal' ? node.source.value : null;
      if (typeof specifier !== 'string') return;
      const target = targetOf(specifier, file);
      if (!target) return;
      const [top, name] = target;
      let messageId = null;
      if (layer.kind === 'shared' && (top === 'features' || top === 'app')) messageId = 'shared';
      else if (layer.kind === 'feature' && top === 'app') messageId = 'app';
      else if (layer.kind === 'feature' && top === 'features' && name !== layer.name) messageId = 'otherFeature';
      if (messageId) context.report({ node: node.source, messageId, data: { specifier } });
    };

    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
