/**
 * Issue 26 item 3: random language and breakpoint inputs cannot force renders. A flood of random
 * Accept-Language values, random `viewport` cookies or random `i18n_redirected` cookies (half made
 * up, half real) is answered from the page cache at no less than 80% of the rate of one cached page,
 * measured side by side. Without normalised keys each such request renders (≈ 30× slower).
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startServer, type TestServer } from './server.ts';

let server: TestServer;
beforeAll(async () => {
  // pages stay fresh for the whole file: no background re-render competes for the 2 cores mid-measurement
  server = await startServer({ PAGE_CACHE_MS: '600000' });
}, 90_000);
afterAll(() => server?.stop());

const WRK = '/usr/bin/wrk';
const SCRIPT = join(import.meta.dirname, 'random-headers.lua');
/** sportsbook1 keeps one URL for every language (no_prefix): its language comes from the cookie or Accept-Language */
const SITE = 'sportsbook1.localhost';
const PATH = '/slots';

type Mode = 'fixed' | 'accept-language' | 'viewport' | 'locale';

/** the fallback loop's headers, like random-headers.lua's */
function headersFor(mode: Mode, i: number): Record<string, string> {
  const made = i % 4 === 1 ? `${Math.random().toString(36).slice(2, 4)}-XY` : `r${i}-${Math.random()}`;
  const real = { 'accept-language': 'zh-CN,zh;q=0.9', viewport: 'mobile', locale: 'cn', fixed: '' }[mode];
  const value = i % 2 === 0 ? real : made;
  if (mode === 'accept-language') return { 'accept-language': value };
  if (mode === 'viewport') return { 'accept-language': 'en', cookie: `viewport=${value}` };
  if (mode === 'locale') return { 'accept-language': 'en', cookie: `i18n_redirected=${value}` };
  return { 'accept-language': 'en' };
}

/** Requests per second for `seconds` of load on loopback: wrk when installed, else a bounded request loop. */
async function rate(mode: Mode, seconds = 2): Promise<number> {
  if (existsSync(WRK)) {
    const args = ['-t1', '-c4', `-d${seconds}s`, '-H', `Host: ${SITE}:${server.port}`, '-H', 'Accept-Language: en', '-s', SCRIPT];
    const out = execFileSync(WRK, [...args, `http://127.0.0.1:${server.port}${PATH}`, '--', mode], { encoding: 'utf8', timeout: 20_000 });
    const found = /Requests\/sec:\s+([\d.]+)/.exec(out);
    if (!found) throw new Error(`wrk said:\n${out}`);
    if (/Non-2xx/.test(out)) throw new Error(`wrk saw failed answers:\n${out}`);
    return Number(found[1]);
  }
  const until = performance.now() + seconds * 1_000;
  let done = 0;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (performance.now() < until) {
        const answer = await call(server.port, PATH, { host: `${SITE}:${server.port}`, headers: headersFor(mode, done) });
        if (answer.status !== 200) throw new Error(`answered ${answer.status}`);
        done++;
      }
    }),
  );
  return done / seconds;
}

const lang = (body: string) => /<html[^>]*\blang="([^"]+)"/.exec(body)?.[1];
/** the breakpoint the page was rendered for, from its hydration data (JSON text in a script) */
const breakpoint = (body: string) => /"breakpoint":"([^"\\]+)"/.exec(body)?.[1];
const page = (headers: Record<string, string>) => call(server.port, PATH, { host: `${SITE}:${server.port}`, headers });

describe('random language and breakpoint inputs are served from the page cache', () => {
  it('the site answers each input with its own page', async () => {
    // the first render teaches the server the site's languages and breakpoints
    expect((await page({ 'accept-language': 'en' })).status).toBe(200);
    expect(lang((await page({ 'accept-language': 'zh-CN,zh;q=0.9' })).body)).toBe('zh-CN');
    expect(lang((await page({ cookie: 'i18n_redirected=cn' })).body)).toBe('zh-CN');
    expect(lang((await page({ cookie: 'i18n_redirected=r123-456', 'accept-language': 'qq-ZZ' })).body)).toBe('en-US');
    const mobile = await page({ cookie: 'viewport=mobile' });
    expect(mobile.status).toBe(200);
    expect(breakpoint(mobile.body)).toBe('mobile');
    expect(breakpoint((await page({ cookie: 'viewport=r987-654' })).body)).toBe('desktop');
  }, 30_000);

  const floods: [string, Mode][] = [
    ['Accept-Language', 'accept-language'],
    ['viewport cookie', 'viewport'],
    ['i18n_redirected cookie', 'locale'],
  ];
  for (const [name, mode] of floods) {
    it(`random ${name} values: at least 80% of the cached rate`, async () => {
      // the real values among them select a few pages: each renders once before measuring
      await rate(mode, 1);
      const rounds: string[] = [];
      let passed = false;
      // the shared machine is noisy: the cached and the flood rate are measured back to back, up to 3 times
      for (let round = 0; round < 3 && !passed; round++) {
        const cached = await rate('fixed');
        const flood = await rate(mode);
        rounds.push(`cached ${cached.toFixed(0)} req/s, random ${name} ${flood.toFixed(0)} req/s (${((flood / cached) * 100).toFixed(0)}%)`);
        passed = flood >= cached * 0.8;
      }
      console.info(`${SITE}${PATH}: ${rounds.join('; ')}`);
      expect(passed, rounds.join('; ')).toBe(true);
    }, 90_000);
  }
});
