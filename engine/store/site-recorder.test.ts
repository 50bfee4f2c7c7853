import { describe, expect, it } from 'vitest';
import type { ServedSite } from './types.ts';
import { openMemoryBackend } from './memory.ts';
import { siteRecorder } from './site-recorder.ts';
import type { FleetSite } from './types.ts';

const casino2: ServedSite = { domain: 'casino2.localhost', theme_code: 'casino2', theme_color: 'color2-1', languages: ['EN', 'CN'] };
const settle = () => new Promise((r) => setTimeout(r, 0));

describe('recording served sites into the fleet', () => {
  it("keeps each site's languages, and records it again when they change, not on every view", async () => {
    const store = openMemoryBackend();
    const writes: FleetSite[] = [];
    const recordSite = store.recordSite.bind(store);
    store.recordSite = async (site) => {
      writes.push(site);
      await recordSite(site);
    };
    const log: string[] = [];
    const record = siteRecorder(store, (line) => log.push(line));
    record(casino2);
    record(casino2);
    await settle();
    expect(writes).toHaveLength(1);
    expect(log).toEqual(['fleet: recorded casino2.localhost (theme_code casino2, theme_color color2-1, languages EN, CN)']);
    record({ ...casino2, languages: ['EN', 'CN', 'VI'] });
    await settle();
    expect(writes).toHaveLength(2);
    expect((await store.sites()).map(({ domain, languages }) => ({ domain, languages }))).toEqual([
      { domain: 'casino2.localhost', languages: ['EN', 'CN', 'VI'] },
    ]);
  });

  it('records a site again a day later, and after a failed write', async () => {
    const store = openMemoryBackend();
    let fail = true;
    let writes = 0;
    const recordSite = store.recordSite.bind(store);
    store.recordSite = async (site) => {
      writes++;
      if (fail) throw new Error('store down');
      await recordSite(site);
    };
    let now = new Date('2026-11-20T00:00:00Z');
    const record = siteRecorder(
      store,
      () => {},
      () => now,
    );
    record(casino2);
    await settle();
    fail = false;
    record(casino2);
    await settle();
    expect(writes).toBe(2);
    expect((await store.sites())[0]?.languages).toEqual(['EN', 'CN']);
    record(casino2);
    expect(writes).toBe(2);
    now = new Date('2026-11-21T00:00:01Z');
    record(casino2);
    expect(writes).toBe(3);
  });
});
