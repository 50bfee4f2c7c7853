import { describe, expect, it } from 'vitest';
import { UsageError } from '../../engine/lint/lint.ts';
import { parseArgs } from './args.ts';
import { lintOptions } from './modes.ts';

describe('config-lint --date', () => {
  it('takes a day and judges at its start (UTC)', () => {
    const args = parseArgs(['--date', '2026-01-19', '--sites', 'none.json']);
    expect(args.date).toBe('2026-01-19');
    expect(parseArgs(['--date=2027-06-01']).date).toBe('2027-06-01');
    expect(lintOptions({ ...args, sites: undefined }, {}).now).toBe(Date.parse('2026-01-19T00:00:00Z'));
  });

  it('judges today without it', () => {
    expect(lintOptions(parseArgs([]), {}).now).toBeUndefined();
  });

  it.each(['2026-02-30', '26-01-19', 'tomorrow', '2026-1-9'])('refuses %s', (v) => {
    expect(() => parseArgs(['--date', v])).toThrow(UsageError);
  });
});
