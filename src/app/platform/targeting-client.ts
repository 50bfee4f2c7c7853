import type { When } from '../../../schemas/node.ts';
import { matchesTargeting, type TargetingInputs } from '../../render/targeting.ts';
import { provideTargeting } from '../../render/targeting-slot.ts';
import { browserAudience, experimentReporter } from './targeting-browser.ts';

/**
 * The browser's side of targeting (docs/targeting.md), in a chunk of its own: loaded before hydration
 * when the first page's rules need it (src/app/entry-client.tsx), else once the page is idle, for
 * later navigations.
 */
let started = false;

/** Provides the browser's evaluator: the address it starts on is the first page, judged at the server's instant. */
export function startTargeting(): void {
  if (started) return;
  started = true;
  const firstAddress = location.pathname + location.search;
  const report = experimentReporter(window as { dataLayer?: unknown[] });
  provideTargeting((when: When, inputs: TargetingInputs) => {
    const audience = browserAudience(inputs.audience, document.cookie, location.pathname + location.search === firstAddress, Date.now());
    if (when.experiment) report(when.experiment.id, audience.variants[when.experiment.id]);
    return matchesTargeting(when, { ...inputs, audience });
  });
}
