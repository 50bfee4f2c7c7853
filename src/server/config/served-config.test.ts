import { describe, expect, it } from 'vitest';
import type { ConfigSet } from '../../config/config-set.ts';
import type { LogFields } from '../../lib/event-log.ts';
import type { ServedSite } from '../../../engine/store/types.ts';
import { createServedConfig, type ConfigRead, type ServedConfigOptions } from './served-config.ts';

const set = (revision: string): ConfigSet => ({ revision, routes: [], layouts: {}, pages: {}, templates: {} });
const ok = (revision: string): ConfigRead => ({ ok: true, set: set(revision) });
const refusal: ConfigRead = {
  ok: false,
  message: '1 config-lint error',
  problems: [{ ruleId: 'schema', severity: 'error', file: 'site-configs/templates/a1.json', line: 3, column: 5, pointer: '/x', message: 'bad' }],
  report: 'site-configs/templates/a1.json:3:5  schema  bad',
};

function store(extra: Partial<ServedConfigOptions> = {}) {
  const log: string[] = [];
  const events: LogFields[] = [];
  let clock = new Date('2026-01-02T03:04:05Z');
  const s = createServedConfig(set('a'), {
    ...extra,
    log: (msg, fields) => {
      log.push(msg);
      events.push(fields);
    },
    keep: 2,
    now: () => clock,
  });
  return { s, log, events, tick: (iso: string) => (clock = new Date(iso)) };
}

describe('config store (the sets a server holds)', () => {
  it('serves a new set that passed lint and keeps earlier ones for pages already open', () => {
    const { s, log, events } = store();
    expect(s.apply(ok('b'), 'published r1')).toBe(true);
    expect(s.current().revision).toBe('b');
    expect(s.get('a')?.revision).toBe('a');
    s.apply(ok('c'), 'published r2');
    expect(s.get('a')).toBeUndefined();
    expect(s.get('b')?.revision).toBe('b');
    expect(log).toEqual(['config: serving b (published r1)', 'config: serving c (published r2)']);
    expect(events[1]).toMatchObject({ event: 'config.served', revision: 'c', reason: 'published r2' });
  });

  it('refuses a failing set as a whole, keeps serving the last good one and reports the refusal', () => {
    const { s, log, events } = store();
    expect(s.apply(refusal, 'SIGHUP')).toBe(false);
    expect(s.current().revision).toBe('a');
    expect(s.status()).toEqual({
      revision: 'a',
      since: '2026-01-02T03:04:05.000Z',
      watching: false,
      lastRefusal: { at: '2026-01-02T03:04:05.000Z', message: '1 config-lint error', problems: refusal.ok ? [] : refusal.problems },
      lastForced: null,
      store: null,
    });
    expect(log[0]).toContain('refused the edit (SIGHUP)');
    expect(events[0]).toMatchObject({ event: 'config.refused', level: 'error', serving: 'a', problems: [{ ruleId: 'schema', line: 3 }] });
    expect(events[0]?.['report']).toContain('site-configs/templates/a1.json:3:5  schema  bad');
  });

  it('an unchanged set keeps its revision', () => {
    const { s, log } = store();
    expect(s.apply(ok('a'), 'test')).toBe(false);
    expect(log).toEqual([]);
  });

  it('a repaired edit marks the refusal superseded by the revision served after it', () => {
    const { s, tick } = store();
    s.apply(refusal, 'files changed');
    expect(s.status().lastRefusal?.supersededBy).toBeUndefined();
    tick('2026-01-02T03:05:00Z');
    s.apply(ok('b'), 'published r2');
    expect(s.status().lastRefusal).toMatchObject({ at: '2026-01-02T03:04:05.000Z', supersededBy: 'b', supersededAt: '2026-01-02T03:05:00.000Z' });
  });

  it('a directory repaired back to the live revision settles the refusal; a new refusal is open again', () => {
    const { s } = store();
    s.apply(refusal, 'files changed');
    s.settle('a');
    expect(s.status().lastRefusal?.supersededBy).toBe('a');
    s.refuse(refusal.ok ? { message: '', problems: [], report: '' } : refusal, 'files changed');
    expect(s.status().lastRefusal?.supersededBy).toBeUndefined();
  });

  it('says when the config store stops answering and when it answers again', () => {
    const { s, log } = store();
    s.setStore({ kind: 'postgres', revision: 'r00000001', reachable: true });
    s.setStore({ kind: 'postgres', revision: 'r00000001', reachable: false, unreachableSince: '2026-01-02T03:04:05.000Z', error: 'connect ECONNREFUSED' });
    expect(s.status().store).toEqual({
      kind: 'postgres',
      revision: 'r00000001',
      reachable: false,
      unreachableSince: '2026-01-02T03:04:05.000Z',
      error: 'connect ECONNREFUSED',
    });
    s.setStore({ kind: 'postgres', revision: 'r00000001', reachable: true });
    expect(log).toEqual([
      expect.stringContaining('config store (postgres) is unreachable: connect ECONNREFUSED; still serving a'),
      'config: the config store (postgres) answers again',
    ]);
  });

  it('records served sites only with a theme the serving set has; a forced publish is logged and shown', () => {
    const recorded: ServedSite[] = [];
    const { s, log, events } = store({ record: (site) => recorded.push(site), themes: { casino2: ['color2-1'] } });
    s.recordSite({ domain: 'casino2.localhost', theme_code: 'casino2', theme_color: 'color2-1', languages: ['EN'] });
    s.recordSite({ domain: 'broken.localhost', theme_code: 'nope1', theme_color: 'color2-1', languages: ['EN'] });
    s.recordSite({ domain: 'casino2.localhost', theme_code: 'casino2', theme_color: 'color9-9', languages: ['EN'] });
    expect(recorded.map((r) => r.domain)).toEqual(['casino2.localhost']);
    s.forced({ revision: 'b', by: '.force marker ("retire")', domains: ['casino2.localhost'], problems: [] });
    s.apply({ ok: true, set: set('b'), themes: {} }, 'published r2');
    expect(log[0]).toMatch(/^config: !!! FORCED publish of b by \.force marker \("retire"\): it takes down casino2\.localhost/);
    expect(events[0]).toMatchObject({ event: 'config.forced', level: 'warn', revision: 'b', domains: ['casino2.localhost'] });
    expect(s.status().lastForced).toMatchObject({ revision: 'b', domains: ['casino2.localhost'] });
    // the new set has no casino2: the site is no longer recorded
    s.recordSite({ domain: 'casino2.localhost', theme_code: 'casino2', theme_color: 'color2-1', languages: ['EN'] });
    expect(recorded).toHaveLength(1);
  });
});
