import { describe, expect, it } from 'vitest';
import { separatorLabel, timeLabel, withSeparators } from './dates.ts';
import type { ChatMessage } from './model.ts';

const at = (y: number, m: number, d: number, h = 12, min = 0) => new Date(y, m - 1, d, h, min).getTime();
const now = at(2026, 3, 15, 9);

describe('separatorLabel', () => {
  it('says Today, Yesterday, else a date, by local calendar day', () => {
    expect(separatorLabel(at(2026, 3, 15, 0, 1), now, 'en-US')).toBe('Today');
    expect(separatorLabel(at(2026, 3, 14, 23, 59), now, 'en-US')).toBe('Yesterday');
    expect(separatorLabel(at(2026, 3, 13), now, 'en-US')).toBe('Mar 13, 2026');
  });
  it('words them in the page language', () => {
    expect(separatorLabel(at(2026, 3, 15), now, 'zh-CN')).toBe('今天');
    expect(separatorLabel(at(2026, 3, 14), now, 'ms-MY')).toBe('Semalam');
  });
});

describe('withSeparators', () => {
  const msg = (id: string, timestamp: number): ChatMessage => ({ id, type: 'user', content: id, timestamp });
  it('puts one separator before the first message of each day', () => {
    const rows = withSeparators([msg('a', at(2026, 3, 13, 8)), msg('b', at(2026, 3, 13, 20)), msg('c', at(2026, 3, 15, 8))], now, 'en-US');
    expect(rows.map((r) => (r.kind === 'separator' ? `|${r.label}` : r.message.id))).toEqual(['|Mar 13, 2026', 'a', 'b', '|Today', 'c']);
  });
  it('formats time stamps', () => {
    expect(timeLabel(at(2026, 3, 15, 14, 5), 'en-US')).toMatch(/^2:05\sPM$/);
  });
});
