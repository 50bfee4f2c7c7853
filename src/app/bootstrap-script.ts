import { vitalsRateScript } from './platform/vitals-rate.ts';
import { PLAIN_LINKS_SCRIPT } from './plain-links.ts';
import { EARLY_TAPS_SCRIPT } from './early-taps.ts';
import { startAfterPaint } from './start-after-paint.ts';
import { SERVER_MODALS_SCRIPT } from './server-modals.ts';

/**
 * The page's inline bootstrap (React's bootstrap script, under the nonce; a build's, not a dev server's):
 * its parts as statements of their own, so that none can run into the next. The modal part is last: a
 * browser that throws there has already started everything else.
 */
export function bootstrapScript(vitalsSampleRate: number, modules: readonly string[]): string {
  return [vitalsRateScript(vitalsSampleRate), PLAIN_LINKS_SCRIPT, EARLY_TAPS_SCRIPT, startAfterPaint(modules), SERVER_MODALS_SCRIPT].join(';');
}
