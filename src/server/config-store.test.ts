import { describe, expect, it } from 'vitest';
import type { ConfigSet } from '../config/config-set.ts';
import { createConfigStore, type ConfigRead } from './config-store.ts';

const set = (revision: string): ConfigSet => ({ revision, routes: [], layouts: {}, pages: {}, templates: {} });
const refusal: ConfigRead = {
  ok: false,
  message: '1 config-lint error',
  problems: [{ ruleId: 'schema', severity: 'error', file: 'site-configs/templates/a1.json', line: 3, column: 5, pointer: '/x', message: 'bad' }],
  report: 'site-configs/templates/a1.json:3:5  schema  bad',
};

function store(reads: ConfigRead[]) {
  const log: string[] = [];
  const s = createConfigStore(set('a'), {
    dir: '/configs',
    read: () => reads.shift() ?? { ok: true, set: set('a') },
    log: (l) => log.push(l),
    keep: 2,
    now: () => new Date('2026-01-02T03:04:05Z'),
  });
  return { s, log };
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
    });
    expect(log[0]).toContain('refused the edit (SIGHUP)');
    expect(log[0]).toContain('site-configs/templates/a1.json:3:5  schema  bad');
  });

  it('an unchanged directory keeps its revision', () => {
    const { s, log } = store([{ ok: true, set: set('a') }]);
    expect(s.reload('test')).toBe(false);
    expect(log).toEqual([]);
  });
});
