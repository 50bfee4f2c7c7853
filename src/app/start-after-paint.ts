/** How long the page waits for a frame before starting anyway: a background tab paints no frames. */
export const START_FALLBACK_MS = 250;

/**
 * The inline script that starts the client (React's bootstrap script, carrying the page's nonce): it
 * requests the entry module once the browser has painted the server's HTML, not while it parses it.
 * A module named in the HTML is fetched at once, and its imports right after it (~120 kB gz): on a
 * slow link they shared the bandwidth of the stylesheet and the first images, and the first paint
 * and the largest one waited for them. The server HTML is complete and its links work meanwhile;
 * the scripts start one frame later. A script inserted by a script with the nonce is allowed by
 * the policy's 'strict-dynamic'.
 */
export function startAfterPaint(modules: readonly string[]): string {
  const list = JSON.stringify(modules).replace(/</g, '\\u003c');
  return (
    `(function(m,d){var s=0;function go(){if(s)return;s=1;m.forEach(function(u){var e=d.createElement('script');` +
    `e.type='module';e.src=u;d.head.appendChild(e)})}requestAnimationFrame(function(){setTimeout(go,0)});` +
    `setTimeout(go,${START_FALLBACK_MS})})(${list},document)`
  );
}
