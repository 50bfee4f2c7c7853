import { firstTooDeep, MAX_TREE_DEPTH } from './limits.ts';
import type { ValidationIssue, Validator } from './validator-types.ts';

export type TreeDocKind = 'node' | 'layout' | 'page' | 'template';

/** The node trees a document of each kind holds, with the pointers of their roots. */
function treesOf(kind: TreeDocKind, data: unknown): [root: unknown, pointer: string][] {
  if (typeof data !== 'object' || data === null) return [];
  if (kind === 'node') return [[data, '']];
  if (kind !== 'template') return [[(data as { root?: unknown }).root, '/root']];
  const pages = (data as { pages?: unknown }).pages;
  if (typeof pages !== 'object' || pages === null) return [];
  return Object.entries(pages).map(([name, page]): [unknown, string] => [
    typeof page === 'object' && page !== null ? (page as { root?: unknown }).root : undefined,
    `/pages/${name.replaceAll('~', '~0').replaceAll('/', '~1')}/root`,
  ]);
}

/** The issue a document gets when one of its trees nests deeper than MAX_TREE_DEPTH. */
export function depthIssue(kind: TreeDocKind, data: unknown): ValidationIssue | undefined {
  for (const [root, pointer] of treesOf(kind, data)) {
    const deep = firstTooDeep(root, pointer);
    if (deep !== undefined) {
      return {
        instancePath: deep,
        schemaPath: '#/maxTreeDepth',
        keyword: 'maxTreeDepth',
        params: { limit: MAX_TREE_DEPTH },
        message: `must not nest deeper than ${MAX_TREE_DEPTH} nodes`,
      };
    }
  }
  return undefined;
}

/**
 * An ajv validator that first measures tree depth without recursion: ajv's recursive `$ref` would
 * overflow the stack on a deep enough tree, so such a document is refused before ajv sees it.
 */
export function guardDepth(validate: Validator, kind: TreeDocKind): Validator {
  const guarded: Validator = (data: unknown) => {
    const issue = depthIssue(kind, data);
    if (issue) {
      guarded.errors = [issue];
      return false;
    }
    const ok = validate(data);
    guarded.errors = validate.errors ?? null;
    return ok;
  };
  guarded.errors = null;
  return guarded;
}

const GUARDED: Record<string, TreeDocKind> = {
  validateNode: 'node',
  validateLayout: 'layout',
  validatePage: 'page',
  validateTemplate: 'template',
};

/** Rewrites ajv's standalone exports of the tree validators to go through guardDepth. */
export function guardExports(code: string): string {
  let used = false;
  const body = code.replace(/export const (\w+) = (\w+);/g, (whole, name: string, fn: string) => {
    const kind = GUARDED[name];
    if (!kind) return whole;
    used = true;
    return `export const ${name} = guardDepth(${fn}, ${JSON.stringify(kind)});`;
  });
  return used ? `import { guardDepth } from '../depth-guard.ts';\n${body}` : body;
}
