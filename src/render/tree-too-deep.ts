import { MAX_TREE_DEPTH } from '../../schemas/limits.ts';

export class TreeTooDeepError extends Error {
  constructor(readonly nodePath: string) {
    super(`Node at ${nodePath} is nested deeper than ${MAX_TREE_DEPTH}: config-lint refuses such a tree (rule max-depth)`);
    this.name = 'TreeTooDeepError';
  }
}
