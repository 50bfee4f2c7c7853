import { describe, expect, it } from 'vitest';
import { parseFieldReport } from './body.ts';

describe('parseFieldReport', () => {
  it('reads a route pattern and the four figures', () => {
    const body = JSON.stringify({
      page: '/:lang?/slots',
      metrics: [
        { name: 'LCP', value: 1234 },
        { name: 'INP', value: 88 },
        { name: 'CLS', value: 0.02 },
        { name: 'TTFB', value: 120 },
      ],
    });
    expect(parseFieldReport(body)).toEqual({
      page: '/:lang?/slots',
      metrics: [
        { name: 'LCP', value: 1234 },
        { name: 'INP', value: 88 },
        { name: 'CLS', value: 0.02 },
        { name: 'TTFB', value: 120 },
      ],
      elements: [],
    });
  });

  it.each([
    ['not JSON', '{'],
    ['not an object', '[1]'],
    ['a raw URL with a query', JSON.stringify({ page: '/slots?email=a@b.c', metrics: [{ name: 'LCP', value: 1 }] })],
    ['an absolute URL', JSON.stringify({ page: 'https://x.test/', metrics: [{ name: 'LCP', value: 1 }] })],
    ['no metrics', JSON.stringify({ page: '/', metrics: [] })],
    ['an unknown metric', JSON.stringify({ page: '/', metrics: [{ name: 'FID', value: 1 }] })],
    [
      'a metric twice',
      JSON.stringify({
        page: '/',
        metrics: [
          { name: 'LCP', value: 1 },
          { name: 'LCP', value: 2 },
        ],
      }),
    ],
    ['a negative value', JSON.stringify({ page: '/', metrics: [{ name: 'INP', value: -1 }] })],
    ['a value past its ceiling', JSON.stringify({ page: '/', metrics: [{ name: 'CLS', value: 1e9 }] })],
    ['a string value', JSON.stringify({ page: '/', metrics: [{ name: 'LCP', value: '1' }] })],
  ])('refuses %s', (_case, body) => {
    expect(parseFieldReport(body)).toHaveProperty('error');
  });

  it('reads each compliance element’s flags, alone or beside the figures', () => {
    const elements = [
      { element: 'licence-statement', rendered: true, visible: true },
      { element: 'rg-link', rendered: true, visible: false },
      { element: 'age-badge', rendered: false, visible: false },
    ];
    expect(parseFieldReport(JSON.stringify({ page: '/:lang?/slots', elements }))).toEqual({ page: '/:lang?/slots', metrics: [], elements });
    const both = JSON.stringify({ page: '/', metrics: [{ name: 'LCP', value: 900 }], elements: elements.slice(0, 1) });
    expect(parseFieldReport(both)).toEqual({ page: '/', metrics: [{ name: 'LCP', value: 900 }], elements: elements.slice(0, 1) });
  });

  const one = (e: unknown, page = '/') => JSON.stringify({ page, elements: [e] });
  it.each([
    ['neither figures nor elements', JSON.stringify({ page: '/' })],
    ['a raw URL with a query', one({ element: 'rg-link', rendered: true, visible: true }, '/slots?email=a@b.c')],
    ['no elements', JSON.stringify({ page: '/', elements: [] })],
    ['an unknown element', one({ element: 'cookie-banner', rendered: true, visible: true })],
    ['an element twice', JSON.stringify({ page: '/', elements: [1, 2].map(() => ({ element: 'rg-link', rendered: true, visible: true })) })],
    ['a flag that is not a boolean', one({ element: 'rg-link', rendered: 1, visible: true })],
    ['visible without rendered', one({ element: 'rg-link', rendered: false, visible: true })],
    ['more elements than there are kinds', JSON.stringify({ page: '/', elements: Array.from({ length: 6 }, () => ({})) })],
    [
      'good figures beside a bad element',
      JSON.stringify({ page: '/', metrics: [{ name: 'LCP', value: 1 }], elements: [{ element: 'popup', rendered: true, visible: true }] }),
    ],
  ])('refuses %s', (_case, body) => {
    expect(parseFieldReport(body)).toHaveProperty('error');
  });
});
