import { describe, expect, it } from 'vitest';
import { pageKey } from './page-key.ts';
import { pageQueryKeys } from '../render/page-query.ts';
import type { RegisteredWidget } from '../render/types.ts';

const widgets = [{ name: 'GameGrid', query: ['provider', 'q'] }, { name: 'Plain' }] as unknown as RegisteredWidget[];
const keys = pageQueryKeys(widgets);
const get = (url: string) => new Request(url, { headers: { 'accept-language': 'en' } });

describe('page key', () => {
  it('ignores parameters no page reads, and their order', () => {
    const plain = pageKey(get('http://casino1.localhost/slots'), keys);
    expect(pageKey(get('http://casino1.localhost/slots?r=123'), keys)).toBe(plain);
    expect(pageKey(get('http://casino1.localhost/slots?q=ace&provider=PG&utm=x'), keys)).toBe(
      pageKey(get('http://casino1.localhost/slots?provider=PG&q=ace'), keys),
    );
  });

  it('keeps the parameters a page reads', () => {
    expect(pageKey(get('http://casino1.localhost/slots?q=ace'), keys)).not.toBe(pageKey(get('http://casino1.localhost/slots?q=king'), keys));
  });
});
