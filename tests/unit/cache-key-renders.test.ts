/**
 * Issue 26 item 3, the page cache's premise: a page's HTML depends only on its normalised inputs
 * (src/server/player/page-inputs.ts). Real sites (the demo backend's casino1, slot2 and sportsbook1: the
 * three language strategies) are server-rendered from raw requests with assorted Accept-Language,
 * language, viewport and announcement cookies, User-Agents and cookies no page reads: requests whose
 * inputs resolve alike render the same HTML (one nonce for all), the same HTML as the normalised
 * request the server renders in their stead, and report exactly those inputs.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServerRenderer, type RenderedPage, type ServerRenderer } from '../../src/app/entry-server.tsx';
import type { ConfigSet } from '../../src/config/config-set.ts';
import { inProcessTransport } from '../../src/server/proxy/api-transport.ts';
import { normalisedRequest, pageInputs, type SiteFacts } from '../../src/server/player/page-inputs.ts';
import { pageKey } from '../../src/server/player/page-key.ts';
import { readConfigSet } from '../../engine/lint/gate.ts';
import { startTestBackend, type TestBackend } from '../../tools/demo-backend/test-support.ts';
import { REPO_ROOT } from '../../engine/project/repo.ts';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const IPAD = 'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1';
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const BOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/** raw header sets: several resolve alike on every site, some differ (language, device, announcements) */
const VARIANTS: Record<string, string>[] = [
  {},
  { 'accept-language': 'q9x-RANDOM', cookie: 'viewport=zz; i18n_redirected=nope; ann_off=maybe; _fbp=fb.1.2', 'user-agent': CHROME },
  { 'accept-language': 'en-GB,en;q=0.9', 'user-agent': BOT },
  { 'accept-language': 'zh-CN,zh;q=0.9' },
  { cookie: 'i18n_redirected=cn', 'accept-language': 'bn' },
  { cookie: 'i18n_redirected=CN; viewport=desktop' },
  { 'user-agent': IPHONE },
  { 'user-agent': ANDROID, cookie: 'viewport=watch' },
  { 'user-agent': CHROME, cookie: 'viewport=mobile' },
  { 'user-agent': IPAD },
  { cookie: 'ann_off=1', 'accept-language': 'xx' },
  { cookie: 'ann_off=1; viewport=desktop; i18n_redirected=en' },
];

const SITES: { key: string; paths: string[] }[] = [
  { key: 'casino1', paths: ['/', '/slots', '/cn/slots'] },
  { key: 'slot2', paths: ['/', '/en/slots', '/slots'] },
  { key: 'sportsbook1', paths: ['/', '/slots'] },
];

const NONCE = 'n0nce';
/** what a rendered request answers: a redirect's target, or the page's status and HTML */
const answer = (page: RenderedPage): string =>
  page.kind === 'response'
    ? `${page.status} ${page.headers.find(([name]) => name === 'location')?.[1] ?? ''}`
    : page.kind === 'page'
      ? `${page.routerStatus} ${page.fullyLoaded} ${page.renderFailed} ${page.html}`
      : 'error';

describe('a page depends only on its normalised inputs', () => {
  let backend: TestBackend;
  let set: ConfigSet;
  let renderer: ServerRenderer;

  beforeAll(async () => {
    const gate = readConfigSet(join(REPO_ROOT, 'site-configs'), REPO_ROOT);
    if (!gate.ok) throw new Error(gate.report);
    set = gate.set;
    backend = await startTestBackend();
    renderer = createServerRenderer({ transport: inProcessTransport(backend.backend), dev: false, css: [], bootstrapModules: [] });
  }, 120_000);
  afterAll(() => backend?.dispose());

  for (const { key, paths } of SITES) {
    it(`${key}: requests with one key render one page, the page the normalised request renders`, async () => {
      const render = async (request: Request) => renderer.render(request, set, NONCE);
      // the first render teaches the site's facts, as it does the server
      const first = await render(new Request(`http://${key}.localhost/slots`));
      const site = first.kind === 'page' ? first.site : undefined;
      expect(site, `${key} is a ready site`).toBeDefined();
      if (!site) return;
      const facts: SiteFacts = { locales: site.locales, breakpoints: site.breakpoints };
      expect(facts.locales.available.length).toBeGreaterThan(1);

      const byKey = new Map<string, string>();
      for (const path of paths) {
        for (const headers of VARIANTS) {
          const raw = new Request(`http://${key}.localhost${path}`, { headers });
          const where = `${key}${path} ${JSON.stringify(headers)}`;
          const inputs = pageInputs(raw, facts);
          const rendered = await render(raw);
          const page = answer(rendered);
          if (rendered.kind === 'page') expect(rendered.site?.inputs, where).toEqual(inputs);
          expect(answer(await render(normalisedRequest(raw, inputs))), where).toBe(page);
          const cacheKey = pageKey(raw, new Set(renderer.queryKeys), inputs);
          const seen = byKey.get(cacheKey);
          if (seen === undefined) byKey.set(cacheKey, page);
          else expect(page, where).toBe(seen);
        }
      }
      // the variants do select different pages (language, breakpoint, announcements), so the test can tell;
      // a redirect ("/" on slot2) depends on the language alone, so its keys may share one answer
      const pages = [...byKey.values()].filter((page) => page.startsWith('200 '));
      expect(pages.length).toBeGreaterThan(6);
      expect(new Set(pages).size).toBe(pages.length);
    }, 120_000);
  }
});
