import { dirname, relative, resolve, sep } from 'node:path';
import { minimatch } from 'minimatch';

/**
 * The house's import boundaries as one ESLint rule: `zones` say which files (`target`) may not import
 * from where (`from`, minus `except`, paths relative to `from`). Paths are resolved against the
 * importing file, so the depth of `../` does not matter. Kept in the repository rather than taken
 * from eslint-plugin-import-x: that plugin's native resolver ships platform binaries the lockfile
 * cannot list from this registry, which broke `npm ci`.
 */
const GLOB = /[*?![\]{}()]/;

function within(file, pattern, base) {
  if (GLOB.test(pattern)) return minimatch(relative(base, file).split(sep).join('/'), pattern, { dot: true });
  const abs = resolve(base, pattern);
  return file === abs || file.startsWith(abs + sep);
}

const list = (value) => (Array.isArray(value) ? value : [value]);

/** @type {import('eslint').Rule.RuleModule} */
const noRestrictedPaths = {
  meta: {
    type: 'problem',
    docs: { description: 'Enforce the layering: a file imports only from the layers its zones allow.' },
    schema: [
      {
        type: 'object',
        properties: {
          basePath: { type: 'string' },
          zones: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                target: { anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] },
                from: { anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] },
                except: { type: 'array', items: { type: 'string' } },
                message: { type: 'string' },
              },
              required: ['target', 'from'],
              additionalProperties: false,
            },
          },
        },
        required: ['zones'],
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const { basePath = context.cwd, zones } = context.options[0];
    const file = resolve(context.filename);
    const active = zones.filter((zone) => list(zone.target).some((t) => within(file, t, basePath)));
    if (active.length === 0) return {};
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const imported = resolve(dirname(file), source);
      for (const zone of active) {
        for (const from of list(zone.from)) {
          if (!within(imported, from, basePath)) continue;
          const fromAbs = resolve(basePath, from);
          if ((zone.except ?? []).some((e) => within(imported, resolve(fromAbs, e), basePath))) continue;
          context.report({ node, message: `Unexpected path "${source}" imported in restricted zone. ${zone.message ?? ''}`.trim() });
          return;
        }
      }
    };
    const fromSource = (node) => check(node.source, node.source?.value);
    return {
      ImportDeclaration: fromSource,
      ExportNamedDeclaration: fromSource,
      ExportAllDeclaration: fromSource,
      ImportExpression: (node) => check(node.source, node.source.type === 'Literal' ? node.source.value : undefined),
    };
  },
};

export default { rules: { 'no-restricted-paths': noRestrictedPaths } };
