import type { SealScript } from '../config/seal-script.ts';
import { SEAL_SLOT_ATTRIBUTE } from '../config/seal-slot.ts';

/** The attribute-value characters HTML would read otherwise. */
const attribute = (value: string): string => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The page with the regulator's seal script at the end of <body>, when the page shows the footer's
 * seal slot: `async`, so it never holds the page's parsing or painting, and under the page's nonce,
 * so the strict CSP runs it (the CSP names its origin too: src/server/player/security-headers.ts). It is
 * written into the HTML rather than added by the page's code: the footer has no code in the browser,
 * and the script is not part of the app's JavaScript. A script that fails to load leaves the slot's
 * server HTML (the static seal and the licence text) as it is.
 */
export function withSealScript(html: string, seal: SealScript | undefined, nonce: string): { html: string; loaded: boolean } {
  if (!seal || !html.includes(`${SEAL_SLOT_ATTRIBUTE}=`)) return { html, loaded: false };
  const end = html.lastIndexOf('</body>');
  if (end < 0) return { html, loaded: false };
  const tag = `<script async src="${attribute(seal.src)}" nonce="${nonce}"></script>`;
  return { html: html.slice(0, end) + tag + html.slice(end), loaded: true };
}
