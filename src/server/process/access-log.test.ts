import { describe, expect, it } from 'vitest';
import { routeKind } from './access-log.ts';

describe('routeKind', () => {
  it('names a few fixed kinds and known-shaped /api endpoints, never the raw path', () => {
    expect(routeKind('/slots?x=1')).toBe('page');
    expect(routeKind('/assets/app-1234.js')).toBe('/assets');
    expect(routeKind('/robots.txt')).toBe('static');
    expect(routeKind('/api/auth/login')).toBe('/api/auth/login');
    expect(routeKind(`/api/${'a'.repeat(300)}`)).toBe('other');
    expect(routeKind('/api/<script>')).toBe('other');
    expect(routeKind('/__config/abc/page/x.json')).toBe('/__config');
    expect(routeKind('/healthz/config')).toBe('/healthz/config');
  });
});
