import { describe, expect, it } from 'vitest';
import { parseAnnouncements, readAnnouncements } from './announcements.ts';

describe('announcements reader', () => {
  it('leniently: text items only', () => {
    expect(readAnnouncements([{ id: 1, title: 'T', content: 'C', date: '2026-01-01' }, { id: 2 }])).toEqual([
      { id: '1', title: 'T', content: 'C', title_local: '', content_local: '', date: '2026-01-01' },
    ]);
  });
  it('leniently: an item without an id is numbered, a value that is no list reads as none', () => {
    expect(readAnnouncements([null, { title_local: 'L' }])).toEqual([{ id: 'n-1', title: '', content: '', title_local: 'L', content_local: '', date: '' }]);
    expect(readAnnouncements({ items: [] })).toEqual([]);
  });
  it('all or nothing: null when an item lacks an id, a title or a content', () => {
    expect(parseAnnouncements([{ id: 'a', title: 'T', content: 'C', title_local: 'TL' }])).toEqual([
      { id: 'a', title: 'T', content: 'C', title_local: 'TL', content_local: '', date: '' },
    ]);
    expect(
      parseAnnouncements([
        { id: 'a', title: 'T', content: 'C' },
        { id: 'b', title: 'T' },
      ]),
    ).toBeNull();
  });
});
