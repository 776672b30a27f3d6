// A local ESLint rule for the walls between rooms of a source tree (DESIGN.md "Rooms"): it resolves each
// relative import against the importing file and refuses the crossings a room's config names.
import path from 'node:path';

/** The room of an absolute path: e.g. `features/work` for `<root>/features/work/save/x.ts`. */
function roomOf(root, file) {
  const relative = path.relative(root, file);
  if (relative.startsWith('..')) return null;
  const [kind, name] = relative.split(path.sep);
  return name ? `${kind}/${name}` : kind;
}

export const wallsRule = {
  meta: {
    type: 'problem',
    schema: [
      {
        type: 'object',
        properties: {
          root: { type: 'string' },
          // Rooms of the same kind (e.g. `features`) that must not import each other.
          separateKinds: { type: 'array', items: { type: 'string' } },
          // kind -> kinds it may not import at all (e.g. adapters -> features).
          forbidden: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
          // Rooms whose insides only they (and the listed files) may import.
          sealed: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
        },
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const options = context.options[0] ?? {};
    const root = path.resolve(options.root);
    const file = context.filename;
    const from = roomOf(root, file);
    if (!from) return {};
    const fromKind = from.split('/')[0];
    const check = (node, spec) => {
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const to = roomOf(root, path.resolve(path.dirname(file), spec));
      if (!to || to === from) return;
      const toKind = to.split('/')[0];
      if (fromKind === toKind && (options.separateKinds ?? []).includes(fromKind)) {
        context.report({ node, message: `${from} may not import ${to}: features don't import each other; move the shared decision into packages/domain.` });
      } else if ((options.forbidden?.[fromKind] ?? []).includes(toKind)) {
        context.report({ node, message: `${from} may not import ${to}: ${fromKind} never depend on ${toKind}.` });
      } else if (options.sealed?.[to] && !options.sealed[to].some((allowed) => path.relative(root, file).startsWith(allowed))) {
        context.report({ node, message: `${from} may not import ${to} internals; use what its owner exposes elsewhere.` });
      }
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};
