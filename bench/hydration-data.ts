/**
 * The inline scripts of a served page (issue 18 part 2, issue 51): the router's hydration data
 * (`window.__staticRouterHydrationData`), the page's first messages (`#first-messages`), the bootstrap
 * and the preload script, and whatever else the page writes inline (the operator's analytics), as the
 * bytes of their text and the gzip size of that text (level 9). `npm run bench` reports it for every
 * site's home in each of its languages; tests/e2e/hydration-data.spec.ts holds the budget.
 *
 *   npx tsx bench/hydration-data.ts [--port 3470]     against a running production server
 */
import { request as httpRequest } from 'node:http';
import { gzipSync } from 'node:zlib';
import { isLanguageCode, LANGUAGES } from '../src/i18n/languages.ts';

const ROUTER_DATA = /<script[^>]*>(window\.__staticRouterHydrationData = [^<]*)<\/script>/;
/** a script element without `src`: its text is in the page (the same rule as bench/run.ts) */
const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;

export interface HydrationBytes {
  raw: number;
  gzip: number;
}

/** The text of every inline script of a page, joined. */
export function hydrationText(html: string): string {
  return [...html.matchAll(INLINE_SCRIPT)].map((m) => m[1]!).join('');
}

export function hydrationBytes(html: string): HydrationBytes {
  const text = Buffer.from(hydrationText(html), 'utf8');
  return { raw: text.length, gzip: gzipSync(text, { level: 9 }).length };
}

interface Reply {
  status: number;
  body: string;
  location: string | undefined;
}

function get(port: number, host: string, path: string, cookie: string): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, path, agent: false, headers: { host: `${host}:${port}`, cookie, 'accept-language': 'en-US' } },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, location: res.headers.location }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** A page as a first visit in a language gets it: the language cookie, and the one redirect a prefix strategy answers "/" with. */
async function page(port: number, host: string, path: string, folder: string | null): Promise<{ path: string; html: string }> {
  const cookie = folder ? `i18n_redirected=${folder}` : '';
  let res = await get(port, host, path, cookie);
  let at = path;
  if (res.status >= 300 && res.status < 400 && res.location) {
    at = res.location;
    res = await get(port, host, at, cookie);
  }
  if (res.status !== 200) throw new Error(`${host}${at}: HTTP ${res.status}`);
  return { path: at, html: res.body };
}

interface RootLocales {
  loaderData?: { root?: { locales?: { available?: string[] } } };
}

/** The language folders a site offers, read from its home page's hydration data. */
function languagesOf(html: string): string[] {
  const script = html.match(ROUTER_DATA)?.[1] ?? '';
  // the JSON text itself (src/app/hydration-script.ts), or inside the router's own JSON.parse("…")
  const json = script.match(/ = (\{.*\});?$/)?.[1] ?? (JSON.parse(script.match(/JSON\.parse\((".*")\);?$/)?.[1] ?? 'null') as string | null);
  if (!json) throw new Error('no hydration data in the page');
  const data = JSON.parse(json) as RootLocales;
  return (data.loaderData?.root?.locales?.available ?? []).filter(isLanguageCode).map((code) => LANGUAGES[code].folder);
}

export interface HydrationRow extends HydrationBytes {
  site: string;
  /** the path served, after the language redirect */
  path: string;
  language: string;
}

/** Every site's home in each language it offers (the budget), then the other pages in the default language. */
export async function measureHydration(port: number, sites: readonly string[], pages: readonly string[] = []): Promise<HydrationRow[]> {
  const rows: HydrationRow[] = [];
  for (const key of sites) {
    const host = `${key}.localhost`;
    const home = await page(port, host, '/', null);
    for (const folder of languagesOf(home.html)) {
      const served = await page(port, host, '/', folder);
      rows.push({ site: key, path: served.path, language: folder, ...hydrationBytes(served.html) });
    }
    for (const path of pages.filter((p) => p !== '/')) {
      const served = await page(port, host, path, null);
      rows.push({ site: key, path: served.path, language: 'default', ...hydrationBytes(served.html) });
    }
  }
  return rows;
}

const kb = (n: number) => (n / 1024).toFixed(1);

export function hydrationTable(rows: readonly HydrationRow[]): string {
  const lines = ['site         language  path          hydration data   gz'];
  for (const r of rows)
    lines.push(`${r.site.padEnd(12)} ${r.language.padEnd(9)} ${r.path.padEnd(13)} ${kb(r.raw).padStart(7)} kB ${kb(r.gzip).padStart(7)} kB`);
  return lines.join('\n');
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop() ?? '')) {
  const i = process.argv.indexOf('--port');
  const port = Number(i >= 0 ? process.argv[i + 1] : (process.env.PORT ?? 3000));
  console.log(hydrationTable(await measureHydration(port, ['casino1', 'slot2', 'sportsbook1'], ['/', '/slots', '/vip'])));
}
