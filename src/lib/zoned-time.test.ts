import { describe, expect, it } from 'vitest';
import { instantOf, isTimeZone } from './zoned-time.ts';

describe('instantOf', () => {
  it('reads an explicit offset or Z as written, whatever the zone', () => {
    expect(instantOf('2026-03-01T10:00:00Z', 'Asia/Manila')).toBe(Date.UTC(2026, 2, 1, 10));
    expect(instantOf('2026-03-01T10:00+02:00', 'Asia/Manila')).toBe(Date.UTC(2026, 2, 1, 8));
  });
  it('reads a local time in the zone', () => {
    expect(instantOf('2026-03-01T10:00', 'Asia/Manila')).toBe(Date.UTC(2026, 2, 1, 2));
    expect(instantOf('2026-03-01T10:00:30', 'UTC')).toBe(Date.UTC(2026, 2, 1, 10, 0, 30));
  });
  it('follows daylight saving time on both sides of a change', () => {
    expect(instantOf('2026-01-15T12:00', 'Europe/London')).toBe(Date.UTC(2026, 0, 15, 12));
    expect(instantOf('2026-07-15T12:00', 'Europe/London')).toBe(Date.UTC(2026, 6, 15, 11));
    // 01:30 on the spring-forward day does not exist in London: it lands after the gap
    expect(instantOf('2026-03-29T01:30', 'Europe/London')).toBe(Date.UTC(2026, 2, 29, 1, 30));
  });
  it('answers NaN for what is not a date-time', () => expect(instantOf('tomorrow', 'UTC')).toBeNaN());
});

describe('isTimeZone', () => {
  it('knows IANA names and rejects others', () => {
    expect(isTimeZone('Asia/Manila')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});
