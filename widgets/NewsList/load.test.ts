import { describe, expect, it } from 'vitest';
import { readNews } from './load.ts';

describe('news reader', () => {
  it('text items only', () => {
    expect(readNews([{ id: 1, title: 'T', content: 'C', date: '2026-01-01' }, { id: 2 }])).toEqual([
      { id: '1', title: 'T', content: 'C', title_local: '', content_local: '', date: '2026-01-01' },
    ]);
  });
});
