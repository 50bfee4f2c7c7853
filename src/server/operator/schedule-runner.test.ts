import { describe, expect, it } from 'vitest';
import { dueAt } from './schedule-runner.ts';

describe('which schedules are due', () => {
  const at = (iso: string) => Date.parse(iso);
  const pending = [
    { id: 'later', at: '2030-01-01T12:00:00.000Z' },
    { id: 'overdue', at: '2029-12-31T08:00:00.000Z' },
    { id: 'now', at: '2030-01-01T10:00:00.000Z' },
    { id: 'soon', at: '2030-01-01T10:00:00.001Z' },
  ];

  it('publishes what is due (overdue ones too, soonest first) and times the soonest of the rest', () => {
    expect(dueAt(pending, at('2030-01-01T10:00:00.000Z'))).toEqual({ due: ['overdue', 'now'], next: at('2030-01-01T10:00:00.001Z') });
  });

  it('has nothing due before the first, and nothing next after the last', () => {
    expect(dueAt(pending, at('2029-01-01T00:00:00.000Z'))).toEqual({ due: [], next: at('2029-12-31T08:00:00.000Z') });
    expect(dueAt(pending, at('2031-01-01T00:00:00.000Z'))).toEqual({ due: ['overdue', 'now', 'soon', 'later'], next: undefined });
    expect(dueAt([], 0)).toEqual({ due: [], next: undefined });
  });
});
