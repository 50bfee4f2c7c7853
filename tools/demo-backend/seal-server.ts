import { createServer, type Server } from 'node:http';

/**
 * The demo's stand-in for Curaçao's live digital seal (docs/compliance.md "The live seal"): the
 * regulator serves a script from its own origin that draws a validation badge on the landing page of
 * each approved domain. The demo cannot reach the regulator, so this serves a script that does the
 * same from a loopback origin of its own (DEMO_SEAL_PORT), which schemas/jurisdictions.ts lists for
 * the demo only. It draws into every `[data-seal-slot]` a link to its validation page holding its
 * badge image, both from its own origin, naming the page's domain.
 */
const SEAL_SCRIPT = `(() => {
  const script = document.currentScript;
  const origin = new URL(script.src).origin;
  const domain = location.hostname;
  for (const slot of document.querySelectorAll('[data-seal-slot]')) {
    const link = document.createElement('a');
    link.href = origin + '/curacao/validate?domain=' + encodeURIComponent(domain);
    link.target = '_blank';
    link.rel = 'noopener';
    link.setAttribute('data-seal-live', domain);
    const badge = document.createElement('img');
    badge.src = origin + '/curacao/badge.svg';
    badge.alt = 'Curaçao Gaming Control Board: licence validated for ' + domain;
    badge.width = 96;
    badge.height = 48;
    link.append(badge);
    slot.replaceChildren(link);
  }
})();
`;

const BADGE = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="48" viewBox="0 0 96 48"><rect width="96" height="48" rx="6" fill="#0b6e4f"/><text x="48" y="20" font-family="sans-serif" font-size="10" fill="#fff" text-anchor="middle">Curaçao GCB</text><text x="48" y="36" font-family="sans-serif" font-size="10" fill="#fff" text-anchor="middle">✓ validated (demo)</text></svg>`;

/** A domain as the validation page may print it: a host name, nothing else. */
const HOST = /^[a-z0-9.-]{1,253}$/;

function answer(path: string, domain: string | null): { status: number; type: string; body: string } {
  if (path === '/curacao/seal.js') return { status: 200, type: 'text/javascript; charset=utf-8', body: SEAL_SCRIPT };
  if (path === '/curacao/badge.svg') return { status: 200, type: 'image/svg+xml', body: BADGE };
  if (path === '/curacao/validate' && domain && HOST.test(domain)) {
    return { status: 200, type: 'text/plain; charset=utf-8', body: `Demo stand-in: ${domain} shows the Curaçao seal of an invented licence.\n` };
  }
  return { status: 404, type: 'text/plain; charset=utf-8', body: 'not found\n' };
}

/** Serves the stand-in seal on 127.0.0.1:`port` until closed. */
export async function startDemoSeal(port: number): Promise<{ origin: string; close(): void }> {
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://seal.invalid');
    const { status, type, body } = answer(url.pathname, url.searchParams.get('domain'));
    res.writeHead(status, {
      'content-type': type,
      'x-content-type-options': 'nosniff',
      // a page of any demo site loads it: the script and badge are public, like the regulator's
      'cross-origin-resource-policy': 'cross-origin',
      'cache-control': 'public, max-age=300',
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  await new Promise<void>((ok, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', ok);
  });
  return { origin: `http://127.0.0.1:${port}`, close: () => server.close() };
}
