import type { SiteFacts } from './page-inputs.ts';

/**
 * The sites' facts as the renderer last reported them, per config revision and host (a template's
 * breakpoints belong to a revision; a site's languages to its startup data, re-learnt at each
 * render). At most `max` are kept, the least recently learnt going first: only a ready site reports
 * facts, so a made-up Host adds none, and a forgotten one is learnt again by its next render.
 */
export function createSiteFacts(max = 256) {
  const known = new Map<string, SiteFacts>();
  const keyOf = (revision: string, host: string) => `${revision}\n${host}`;
  return {
    get: (revision: string, host: string): SiteFacts | undefined => known.get(keyOf(revision, host)),
    learn(revision: string, host: string, facts: SiteFacts): void {
      const key = keyOf(revision, host);
      known.delete(key);
      // only the facts: the page's own inputs are not kept
      known.set(key, { locales: facts.locales, breakpoints: facts.breakpoints, ...(facts.experiments ? { experiments: facts.experiments } : {}) });
      while (known.size > max) known.delete(known.keys().next().value as string);
    },
    get size() {
      return known.size;
    },
  };
}

export type SiteFactsStore = ReturnType<typeof createSiteFacts>;
