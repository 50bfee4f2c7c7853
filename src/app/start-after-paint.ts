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
 *
 * A page the browser prerenders (src/app/speculation-rules.ts) starts only once it is shown: none of
 * the app's code runs before, so a page the player never sees sends no vitals, no player or API call,
 * no new-version check and no idle prefetch, whichever widget or module would send them. Its code is
 * fetched meanwhile (`preloadAfterPaint`), so starting at the activation costs its evaluation only.
 */
export function startAfterPaint(modules: readonly string[]): string {
  const list = JSON.stringify(modules).replace(/</g, '\\u003c');
  return (
    `(function(m,d){var s=0;function go(){if(s)return;if(d.prerendering)return d.addEventListener('prerenderingchange',go);s=1;` +
    `m.forEach(function(u){var e=d.createElement('script');` +
    `e.type='module';e.src=u;d.head.appendChild(e)})}requestAnimationFrame(function(){setTimeout(go,0)});` +
    `setTimeout(go,${START_FALLBACK_MS})})(${list},document)`
  );
}

/** A build's scripts by what needs them (src/server/player/client-entry.ts): the entry's, each widget's component and loader code beyond them, and what replays a first input on a slot coming alive (src/render/replay.ts). */
export interface HydrationModules {
  entry: string[];
  widgets: Record<string, string[]>;
  loads: Record<string, string[]>;
  replay: string[];
}

/** The files a page whose server render hydrates `widgets` asks for ahead, each once. */
export function hydrationFiles(modules: HydrationModules, widgets: readonly string[]): string[] {
  return [...new Set([...modules.entry, ...widgets.flatMap((name) => modules.widgets[name] ?? [])])];
}

/** What a deferred slot coming alive runs: its widgets' code and loaders, and the replay of the input that woke it. */
export function slotFiles(modules: HydrationModules, widgets: readonly string[]): string[] {
  return [...new Set([...widgets.flatMap((name) => [...(modules.widgets[name] ?? []), ...(modules.loads[name] ?? [])]), ...modules.replay])];
}

/** The deferred slots of a rendered page a player can wake (`data-slot`, src/render/HydrateSlot.tsx; a `never` slot wakes on no input). */
export function wakeableSlots(html: string): string[] {
  return [...html.matchAll(/ data-hydrate="(idle|visible|interaction)" data-slot="([^"]+)"/g)].map((m) => m[2]!);
}

/** A slot's files, as the preload script reads them: every file once (`files`), each slot by the files' indexes. */
export interface SlotCode {
  files: string[];
  slots: Record<string, number[]>;
}

export function slotCode(bySlot: ReadonlyMap<string, readonly string[]>): SlotCode {
  const files: string[] = [];
  const slots: Record<string, number[]> = {};
  for (const [slot, list] of bySlot) {
    slots[slot] = list.map((file) => {
      const at = files.indexOf(file);
      return at >= 0 ? at : files.push(file) - 1;
    });
  }
  return { files, slots };
}

/**
 * The inline script (in the head) that asks for the page's hydration code with `modulepreload` once the
 * first contentful paint is reported: the entry, what it imports, and the code of the widgets the page
 * hydrates with. Not at the first frame: run from the head, that frame often came before the page's
 * content, and the ~110 kB then shared the link with the stylesheet and the hero image (Lighthouse's
 * simulation put casino1's LCP at 2.2–2.3 s in 6 of 17 runs, 1.1 s without: docs/performance.md).
 * Where paint timing is not supported, the first frame. The
 * bootstrap above runs only once the parser reaches the end of the body; at 4× CPU that was ~1 s after
 * the first paint on casino1's home (the parser yields to layout and paint between its chunks), and the
 * scripts' download and their imports' round trips came after it. Fetched from the first frame on, they
 * are in the module map by the time the bootstrap adds the entry. No fallback timer: a tab that paints
 * no frame leaves it to the bootstrap's.
 *
 * From the first paint on, too, a pointer, a press or focus on a deferred slot's server HTML asks for
 * every file its coming alive needs (`slots`), all at once: before the page is live (a tap held until
 * hydration, src/app/early-taps.ts) and before the idle work takes this over (src/app/platform/after-idle.ts
 * preloadSlotOnPointer). The import a waking slot starts would find them one level of imports after another.
 * Asked for in a task after the next frame: a finger's pointerover, pointerdown and touchstart come in one task,
 * and the links added there (each file compiled from the cache the idle prefetch filled) held back the frame that
 * shows a provider chip pressed (issue 51: ≤ 100 ms; 20–110 ms of a throttled tap at the idle instant).
 */
export function preloadAfterPaint(files: readonly string[], slots: SlotCode = { files: [], slots: {} }): string {
  const { head, tail, inner } = sharedAffixes([...files, ...slots.files]);
  const args = [files.map(inner), slots.slots, slots.files.map(inner), head, tail].map((v) => JSON.stringify(v).replace(/</g, '\\u003c')).join(',');
  return (
    `(function(f,m,k,h,t,d){var n=d.currentScript&&d.currentScript.nonce,s={};function pre(l){l.forEach(function(u){if(s[u])return;s[u]=1;` +
    `var a=d.createElement('link');a.rel='modulepreload';a.href=h+u+t;if(n)a.nonce=n;d.head.appendChild(a)})}` +
    `function go(){setTimeout(function(){pre(f)},0)}var P=window.PerformanceObserver;` +
    `if(P&&(P.supportedEntryTypes||[]).indexOf('paint')>=0)new P(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();go()}}).observe({type:'paint',buffered:true});` +
    `else requestAnimationFrame(go);` +
    `function on(e){requestAnimationFrame(function(){setTimeout(function(){var q='.hydrate-slot[data-slot]:not([data-live])',x=e.target&&e.target.closest?e.target.closest(q):null;` +
    `for(;x;x=x.parentElement&&x.parentElement.closest(q)){var p=m[x.getAttribute('data-slot')];if(p)pre(p.map(function(i){return k[i]}))}},0)})}` +
    `['pointerover','pointerdown','focusin'].forEach(function(t){d.addEventListener(t,on,{capture:true,passive:true})})` +
    `})(${args},document)`
  );
}

/**
 * The folder and extension every file shares (`/assets/`, `.js`), written once: the file names are the
 * script's largest part (≈ 6 B gz of casino1's `/rus`, issue 51's 8 KiB of inline scripts).
 */
export function sharedAffixes(files: readonly string[]): { head: string; tail: string; inner: (file: string) => string } {
  const [first] = files;
  if (first === undefined) return { head: '', tail: '', inner: (file) => file };
  let head = first.slice(0, first.lastIndexOf('/') + 1);
  while (!files.every((file) => file.startsWith(head))) head = head.slice(0, head.lastIndexOf('/', head.length - 2) + 1);
  const dot = first.lastIndexOf('.');
  const ext = dot > first.lastIndexOf('/') ? first.slice(dot) : '';
  const tail = files.every((file) => file.endsWith(ext) && file.length >= head.length + ext.length) ? ext : '';
  return { head, tail, inner: (file) => file.slice(head.length, file.length - tail.length) };
}

/** The page with the preload script (above) at the end of its head, under the page's nonce; React skips such tags when it hydrates. */
export function withHydrationPreload(html: string, files: readonly string[], nonce: string, slots?: SlotCode): string {
  const headEnd = html.indexOf('</head>');
  if (files.length === 0 || headEnd < 0) return html;
  return `${html.slice(0, headEnd)}<script nonce="${nonce}">${preloadAfterPaint(files, slots)}</script>${html.slice(headEnd)}`;
}
