import { describe, expect, it } from 'vitest';
import { parseVitals } from './body.ts';

describe('parseVitals', () => {
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
    expect(parseVitals(body)).toEqual({
      page: '/:lang?/slots',
      metrics: [
        { name: 'LCP', value: 1234 },
        { name: 'INP', value: 88 },
        { name: 'CLS', value: 0.02 },
        { name: 'TTFB', value: 120 },
      ],
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
    expect(parseVitals(body)).toHaveProperty('error');
  });
});
