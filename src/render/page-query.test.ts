import { describe, expect, it } from 'vitest';
import { pageCookieNames, pageQueryKeys, pageRequest, pageSearch } from './page-query.ts';
import type { RegisteredWidget } from './types.ts';

const widgets = [{ name: 'GameGrid', query: ['provider', 'q'] }, { name: 'Plain' }] as unknown as RegisteredWidget[];
const keys = pageQueryKeys(widgets);
const get = (url: string) => new Request(url, { headers: { 'accept-language': 'en' } });

describe('page query', () => {
  it('collects the parameters the widgets declare', () => {
    expect([...keys].sort()).toEqual(['provider', 'q']);
  });

  it('collects the cookies the widgets declare', () => {
    const modal = { name: 'AnnouncementModal', cookies: ['ann_off'] } as unknown as RegisteredWidget;
    expect([...pageCookieNames([...widgets, modal])]).toEqual(['ann_off']);
  });

  it('keeps only the parameters a page reads, in a fixed order', () => {
    expect(pageSearch(new URL('http://casino1.localhost/slots?r=1&q=ace&provider=PG'), keys)).toBe('?provider=PG&q=ace');
    expect(pageSearch(new URL('http://casino1.localhost/slots?r=1'), keys)).toBe('');
  });

  it('renders the request without the unread parameters', () => {
    expect(pageRequest(get('http://casino1.localhost/slots?r=1&q=ace'), keys).url).toBe('http://casino1.localhost/slots?q=ace');
    const same = get('http://casino1.localhost/slots?q=ace');
    expect(pageRequest(same, keys)).toBe(same);
  });
});
