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

/** What a page hydrates with: the entry's scripts, and each widget's component code beyond them (src/server/client-entry.ts). */
export interface HydrationModules {
  entry: string[];
  widgets: Record<string, string[]>;
}

/** The files a page whose server render hydrates `widgets` asks for ahead, each once. */
export function hydrationFiles(modules: HydrationModules, widgets: readonly string[]): string[] {
  return [...new Set([...modules.entry, ...widgets.flatMap((name) => modules.widgets[name] ?? [])])];
}

/**
 * The inline script (in the head) that asks for the page's hydration code with `modulepreload` at the
 * first frame: the entry, what it imports, and the code of the widgets the page hydrates with. The
 * bootstrap above runs only once the parser reaches the end of the body; at 4× CPU that was ~1 s after
 * the first paint on casino1's home (the parser yields to layout and paint between its chunks), and the
 * scripts' download and their imports' round trips came after it. Fetched from the first frame on, they
 * are in the module map by the time the bootstrap adds the entry. No fallback timer: a tab that paints
 * no frame leaves it to the bootstrap's.
 */
export function preloadAfterPaint(files: readonly string[]): string {
  const list = JSON.stringify(files).replace(/</g, '\\u003c');
  return (
    `(function(f,d){var n=d.currentScript&&d.currentScript.nonce;requestAnimationFrame(function(){setTimeout(function(){` +
    `f.forEach(function(u){var l=d.createElement('link');l.rel='modulepreload';l.href=u;if(n)l.nonce=n;d.head.appendChild(l)})},0)})})(${list},document)`
  );
}

/** The page with the preload script (above) at the end of its head, under the page's nonce; React skips such tags when it hydrates. */
export function withHydrationPreload(html: string, files: readonly string[], nonce: string): string {
  const headEnd = html.indexOf('</head>');
  if (files.length === 0 || headEnd < 0) return html;
  return `${html.slice(0, headEnd)}<script nonce="${nonce}">${preloadAfterPaint(files)}</script>${html.slice(headEnd)}`;
}
