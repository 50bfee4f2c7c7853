import { describe, expect, it } from 'vitest';
import { scheduleTime, templateZone, wallClock, zonesOf } from './time.ts';

const files = {
  'routes.json': '{}',
  'templates/_asia.json': JSON.stringify({ targeting: { timeZone: 'Asia/Manila' } }),
  'templates/casino1.json': JSON.stringify({ extends: '_asia' }),
  'templates/casino2.json': JSON.stringify({ extends: '_asia', targeting: { timeZone: 'America/New_York' } }),
  'templates/slot1.json': JSON.stringify({}),
  'templates/loop1.json': JSON.stringify({ extends: 'loop2' }),
  'templates/loop2.json': JSON.stringify({ extends: 'loop1' }),
};

describe('the time zone a schedule is read in', () => {
  it("is the template's own, else its base's, else UTC (a loop of extends ends)", () => {
    expect(templateZone(files, 'casino1')).toBe('Asia/Manila');
    expect(templateZone(files, 'casino2')).toBe('America/New_York');
    expect(templateZone(files, 'slot1')).toBe('UTC');
    expect(templateZone(files, 'loop1')).toBe('UTC');
    expect(templateZone(files, 'missing9')).toBe('UTC');
  });

  it('is each zone of the site templates a change touches, once; `*` is every template of the set', () => {
    expect(zonesOf(files, ['casino1'])).toEqual(['Asia/Manila']);
    expect(zonesOf(files, ['_asia', 'casino1', 'casino2'])).toEqual(['America/New_York', 'Asia/Manila']);
    expect(zonesOf(files, '*')).toEqual(['America/New_York', 'Asia/Manila', 'UTC']);
  });
});

describe('the instant a schedule names', () => {
  it('reads a time without an offset in the one zone, and one with an offset as written', () => {
    expect(scheduleTime('2026-12-24T18:00', ['Asia/Manila'])).toEqual({ ok: true, at: Date.parse('2026-12-24T10:00:00Z'), timeZone: 'Asia/Manila' });
    expect(scheduleTime('2026-12-24T18:00:30.250', ['UTC'])).toEqual({ ok: true, at: Date.parse('2026-12-24T18:00:30.250Z'), timeZone: 'UTC' });
    expect(scheduleTime('2026-12-24T18:00+01:00', ['Asia/Manila'])).toEqual({ ok: true, at: Date.parse('2026-12-24T17:00:00Z'), timeZone: 'Asia/Manila' });
    expect(scheduleTime('2026-12-24T18:00Z', ['Asia/Manila', 'UTC'])).toEqual({ ok: true, at: Date.parse('2026-12-24T18:00:00Z'), timeZone: 'UTC' });
  });

  it('asks for an offset when the change reaches several zones (or none), and refuses what is no date-time', () => {
    const several = scheduleTime('2026-12-24T18:00', ['America/New_York', 'Asia/Manila']);
    expect(several).toMatchObject({ ok: false, message: expect.stringMatching(/several time zones \(America\/New_York, Asia\/Manila\).*offset/) });
    expect(scheduleTime('2026-12-24T18:00', [])).toMatchObject({ ok: false, message: expect.stringMatching(/offset/) });
    expect(scheduleTime('tomorrow', ['UTC'])).toMatchObject({ ok: false, message: expect.stringMatching(/not an ISO 8601/) });
    expect(scheduleTime('2026-02-30T10:00', ['UTC'])).toMatchObject({ ok: false });
    expect(scheduleTime('2026-12-24T18:00', ['Mars/Olympus'])).toMatchObject({ ok: false, message: expect.stringMatching(/unknown/) });
  });

  it('follows DST: either side of a change, a skipped wall time is refused, a repeated one is its first occurrence', () => {
    // New York: EDT (-04:00) until 2026-11-01 02:00, EST (-05:00) after; EST until 2026-03-08 02:00
    expect(scheduleTime('2026-07-01T12:00', ['America/New_York'])).toMatchObject({ at: Date.parse('2026-07-01T16:00:00Z') });
    expect(scheduleTime('2026-12-01T12:00', ['America/New_York'])).toMatchObject({ at: Date.parse('2026-12-01T17:00:00Z') });
    expect(scheduleTime('2026-03-08T01:59', ['America/New_York'])).toMatchObject({ at: Date.parse('2026-03-08T06:59:00Z') });
    expect(scheduleTime('2026-03-08T03:00', ['America/New_York'])).toMatchObject({ at: Date.parse('2026-03-08T07:00:00Z') });
    expect(scheduleTime('2026-03-08T02:30', ['America/New_York'])).toMatchObject({
      ok: false,
      message: expect.stringMatching(/does not exist in America\/New_York/),
    });
    expect(scheduleTime('2026-11-01T01:30', ['America/New_York'])).toMatchObject({ ok: true, at: Date.parse('2026-11-01T05:30:00Z') });
    // the southern hemisphere's change goes the other way: Sydney leaves DST on 2026-04-05 03:00
    expect(scheduleTime('2026-04-05T02:30', ['Australia/Sydney'])).toMatchObject({ ok: true, at: Date.parse('2026-04-04T15:30:00Z') });
    expect(scheduleTime('2026-10-04T02:30', ['Australia/Sydney'])).toMatchObject({ ok: false });
  });

  it('shows an instant as the wall clock of a zone', () => {
    expect(wallClock(Date.parse('2026-12-24T10:00:00Z'), 'Asia/Manila')).toBe('2026-12-24 18:00');
    expect(wallClock(Date.parse('2026-11-01T06:30:00Z'), 'America/New_York')).toBe('2026-11-01 01:30');
  });
});
