import { describe, expect, it } from 'vitest';
import { parseComplianceSeen } from './body.ts';

describe('parseComplianceSeen', () => {
  it('reads a route pattern and each element’s flags', () => {
    const body = JSON.stringify({
      page: '/:lang?/slots',
      elements: [
        { element: 'licence-statement', rendered: true, visible: true },
        { element: 'rg-link', rendered: true, visible: false },
        { element: 'age-badge', rendered: false, visible: false },
      ],
    });
    expect(parseComplianceSeen(body)).toEqual({
      page: '/:lang?/slots',
      elements: [
        { element: 'licence-statement', rendered: true, visible: true },
        { element: 'rg-link', rendered: true, visible: false },
        { element: 'age-badge', rendered: false, visible: false },
      ],
    });
  });

  const one = (e: unknown, page = '/') => JSON.stringify({ page, elements: [e] });
  it.each([
    ['not JSON', '{'],
    ['not an object', '[1]'],
    ['a raw URL with a query', one({ element: 'rg-link', rendered: true, visible: true }, '/slots?email=a@b.c')],
    ['an absolute URL', one({ element: 'rg-link', rendered: true, visible: true }, 'https://x.test/')],
    ['no elements', JSON.stringify({ page: '/', elements: [] })],
    ['an unknown element', one({ element: 'cookie-banner', rendered: true, visible: true })],
    ['an element twice', JSON.stringify({ page: '/', elements: [1, 2].map(() => ({ element: 'rg-link', rendered: true, visible: true })) })],
    ['a flag that is not a boolean', one({ element: 'rg-link', rendered: 1, visible: true })],
    ['visible without rendered', one({ element: 'rg-link', rendered: false, visible: true })],
    ['more elements than there are kinds', JSON.stringify({ page: '/', elements: Array.from({ length: 6 }, () => ({})) })],
  ])('refuses %s', (_case, body) => {
    expect(parseComplianceSeen(body)).toHaveProperty('error');
  });
});
