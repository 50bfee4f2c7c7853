import { describe, expect, it } from 'vitest';
import type { ConfigSet } from '../config/config-set.ts';
import { createConfigStore, type ConfigRead, type ConfigStoreOptions, type ServedSite } from './config-store.ts';

const set = (revision: string): ConfigSet => ({ revision, routes: [], layouts: {}, pages: {}, templates: {} });
const refusal: ConfigRead = {
  ok: false,
  message: '1 config-lint error',
  problems: [{ ruleId: 'schema', severity: 'error', file: 'site-configs/templates/a1.json', line: 3, column: 5, pointer: '/x', message: 'bad' }],
  report: 'site-configs/templates/a1.json:3:5  schema  bad',
};

function store(reads: ConfigRead[], extra: Partial<ConfigStoreOptions> = {}) {
  const log: string[] = [];
  let clock = new Date('2026-01-02T03:04:05Z');
  const s = createConfigStore(set('a'), {
    ...extra,
    dir: '/configs',
    read: () => reads.shift() ?? { ok: true, set: set('a') },
    log: (l) => log.push(l),
    keep: 2,
    now: () => clock,
  });
  return { s, log, tick: (iso: string) => (clock = new Date(iso)) };
}

describe('config store', () => {
  it('serves a new set that passed lint and keeps earlier ones for pages already open', () => {
    const { s, log } = store([
      { ok: true, set: set('b') },
      { ok: true, set: set('c') },
    ]);
    expect(s.reload('test')).toBe(true);
    expect(s.current().revision).toBe('b');
    expect(s.get('a')?.revision).toBe('a');
    s.reload('test');
    expect(s.get('a')).toBeUndefined();
    expect(s.get('b')?.revision).toBe('b');
    expect(log).toEqual(['config: serving b (test)', 'config: serving c (test)']);
  });

  it('refuses a failing set as a whole, keeps serving the last good one and reports the refusal', () => {
    const { s, log } = store([refusal]);
    expect(s.reload('SIGHUP')).toBe(false);
    expect(s.current().revision).toBe('a');
    expect(s.status()).toEqual({
      revision: 'a',
      since: '2026-01-02T03:04:05.000Z',
      watching: false,
      lastRefusal: { at: '2026-01-02T03:04:05.000Z', message: '1 config-lint error', problems: refusal.ok ? [] : refusal.problems },
      lastForced: null,
    });
    expect(log[0]).toContain('refused the edit (SIGHUP)');
    expect(log[0]).toContain('site-configs/templates/a1.json:3:5  schema  bad');
  });

  it('an unchanged directory keeps its revision', () => {
    const { s, log } = store([{ ok: true, set: set('a') }]);
    expect(s.reload('test')).toBe(false);
    expect(log).toEqual([]);
  });

  it('a repaired edit marks the refusal superseded by the revision served after it', () => {
    const { s, tick } = store([refusal, { ok: true, set: set('b') }]);
    s.reload('files changed');
    expect(s.status().lastRefusal?.supersededBy).toBeUndefined();
    tick('2026-01-02T03:05:00Z');
    s.reload('files changed');
    expect(s.status().lastRefusal).toMatchObject({ at: '2026-01-02T03:04:05.000Z', supersededBy: 'b', supersededAt: '2026-01-02T03:05:00.000Z' });
  });

  it('a repair back to the serving revision resolves the refusal too; a new refusal is open again', () => {
    const { s } = store([refusal, { ok: true, set: set('a') }, refusal]);
    s.reload('test');
    s.reload('test');
    expect(s.status().lastRefusal?.supersededBy).toBe('a');
    s.reload('test');
    expect(s.status().lastRefusal?.supersededBy).toBeUndefined();
  });

  it('records served sites only with a theme the serving set has; a forced publish is logged, audited and forgets its sites', () => {
    const recorded: ServedSite[] = [];
    const forgotten: string[] = [];
    const audits: Record<string, unknown>[] = [];
    const fleet = {
      record: (site: ServedSite) => recorded.push(site),
      forget: (d: readonly string[]) => forgotten.push(...d),
      audit: (e: Record<string, unknown>) => audits.push(e),
    };
    const forced = { revision: 'b', by: '.force marker ("retire")', domains: ['casino2.localhost'], problems: [] };
    const { s, log } = store([{ ok: true, set: set('b'), themes: {}, forced }], { fleet, themes: { casino2: ['color2-1'] } });
    s.recordSite({ domain: 'casino2.localhost', theme_code: 'casino2', theme_color: 'color2-1' });
    s.recordSite({ domain: 'broken.localhost', theme_code: 'nope1', theme_color: 'color2-1' });
    s.recordSite({ domain: 'casino2.localhost', theme_code: 'casino2', theme_color: 'color9-9' });
    expect(recorded.map((r) => r.domain)).toEqual(['casino2.localhost']);
    s.reload('files changed');
    expect(log[0]).toMatch(/^config: !!! FORCED publish of b by \.force marker \("retire"\): it takes down casino2\.localhost/);
    expect(audits).toEqual([expect.objectContaining({ event: 'forced-publish', revision: 'b', replaced: 'a', domains: ['casino2.localhost'] })]);
    expect(forgotten).toEqual(['casino2.localhost']);
    expect(s.status().lastForced).toMatchObject({ revision: 'b', domains: ['casino2.localhost'] });
    // the new set has no casino2: the site is no longer recorded
    s.recordSite({ domain: 'casino2.localhost', theme_code: 'casino2', theme_color: 'color2-1' });
    expect(recorded).toHaveLength(1);
  });
});
