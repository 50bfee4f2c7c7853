import type { DOMPurify as Purifier } from 'dompurify';

let purifier: Promise<Purifier> | null = null;

/** DOMPurify needs a DOM: the browser's own, or jsdom on the server (happy-dom does not sanitise). */
function getPurifier(): Promise<Purifier> {
  purifier ??= (async () => {
    // loaded on first use: only CMS pages and chat replies need it, not every page's first load
    const { default: DOMPurify } = await import('dompurify');
    // import.meta.env.SSR is a build-time constant: the jsdom branch never reaches the client bundle.
    if (!import.meta.env.SSR) return DOMPurify(window);
    const { JSDOM } = await import('jsdom');
    return DOMPurify(new JSDOM('').window as unknown as Window & typeof globalThis);
  })();
  return purifier;
}

/** Links leave the site in a new tab without handing it our window (§5 chat replies, CMS bodies). */
function hardenLinks(purify: Purifier) {
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

let hardened = false;

/** Sanitised HTML for CMS bodies and chat replies: no scripts, no event handlers, no javascript: URLs. */
export async function sanitizeHtml(html: string): Promise<string> {
  const purify = await getPurifier();
  if (!hardened) {
    hardenLinks(purify);
    hardened = true;
  }
  return purify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input', 'iframe'], FORBID_ATTR: ['style'] });
}
