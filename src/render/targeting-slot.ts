import type { matchesTargeting } from './targeting.ts';

/**
 * The targeting evaluator, once loaded: the server's entry provides it at start, the browser from
 * a chunk of its own (src/app/platform/targeting-client.ts) only when a page's rules need it, so a
 * page without targeting loads none of it. Until then a node with a targeting rule is not shown.
 */
let evaluator: typeof matchesTargeting | undefined;

export const provideTargeting = (evaluate: typeof matchesTargeting): void => {
  evaluator = evaluate;
};

export const targetingEvaluator = (): typeof matchesTargeting | undefined => evaluator;
