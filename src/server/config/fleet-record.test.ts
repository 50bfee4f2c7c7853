import { describe, expect, it } from 'vitest';
import type { ServedSite } from '../../../engine/store/types.ts';
import { recordableDomain, recordingStartups } from './fleet-record.ts';

const answer = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const startup = (domain: string) => ({ method: 'POST', body: JSON.stringify({ domain_name: domain }) });
const settle = () => new Promise((r) => setTimeout(r, 10));

describe('recording the sites renders fetch startup data for', () => {
  it('records domain, theme_code, theme_color and languages of a successful startup, leaving the answer to the render', async () => {
    const seen: ServedSite[] = [];
    const language = [{ code: 'EN', name: 'English' }, { code: 'cn', name: '简体中文' }, { code: 'EN', name: 'English again' }, { name: 'no code' }];
    const transport = recordingStartups(
      async () => answer({ statusCode: 1, site: { theme_code: 'casino2', theme_color: 'color2-1' }, language }),
      (s) => seen.push(s),
    );
    const response = await transport('/api/startup', startup('Casino2.localhost:3000'));
    // a render thread's call arrives with the body as bytes (render-pool.ts)
    await transport('/api/startup', { method: 'POST', body: new TextEncoder().encode(JSON.stringify({ domain_name: 'slot2.localhost' })).buffer });
    expect(await response.json()).toMatchObject({ statusCode: 1 });
    await settle();
    expect(seen).toEqual([
      { domain: 'casino2.localhost', theme_code: 'casino2', theme_color: 'color2-1', languages: ['EN', 'CN'] },
      { domain: 'slot2.localhost', theme_code: 'casino2', theme_color: 'color2-1', languages: ['EN', 'CN'] },
    ]);
  });

  it('records no languages for a startup without a language list', async () => {
    const seen: ServedSite[] = [];
    await recordingStartups(
      async () => answer({ statusCode: 1, site: { theme_code: 'casino1', theme_color: 'color1-1' } }),
      (s) => seen.push(s),
    )('/api/startup', startup('casino1.localhost'));
    await settle();
    expect(seen).toEqual([{ domain: 'casino1.localhost', theme_code: 'casino1', theme_color: 'color1-1', languages: [] }]);
  });

  it('records nothing for other calls, unknown sites, errors or bodies that are not JSON', async () => {
    const seen: ServedSite[] = [];
    const record = (s: ServedSite) => seen.push(s);
    await recordingStartups(async () => answer({ statusCode: 1, site: { theme_code: 'x1', theme_color: 'c' } }), record)('/api/games', startup('a.localhost'));
    await recordingStartups(async () => answer({ statusCode: 0, statusMessage: 'siteNotFound' }), record)('/api/startup', startup('nope.localhost'));
    await recordingStartups(async () => answer({ statusCode: 1, site: {} }, 500), record)('/api/startup', startup('a.localhost'));
    await recordingStartups(async () => new Response('<html>'), record)('/api/startup', startup('a.localhost'));
    await settle();
    expect(seen).toEqual([]);
  });

  it('never records an IP literal or a loopback name, which a backend may answer with a brand (issue 50)', async () => {
    const seen: ServedSite[] = [];
    const transport = recordingStartups(
      async () => answer({ statusCode: 1, site: { theme_code: 'casino1', theme_color: 'color1-1' } }),
      (s) => seen.push(s),
    );
    for (const host of ['127.0.0.1', '127.0.0.1:3000', 'localhost:3000', '[::1]:3000', '::1', '10.0.0.7', '0x7f.1', '2130706433', 'evil.com/x'])
      await transport('/api/startup', startup(host));
    await transport('/api/startup', startup('casino1.localhost:3000'));
    await settle();
    expect(seen.map((s) => s.domain)).toEqual(['casino1.localhost']);
    expect(recordableDomain('casino1.example.com')).toBe(true);
    expect(recordableDomain('1.example.com')).toBe(true);
  });
});
