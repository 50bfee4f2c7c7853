import { describe, expect, it } from 'vitest';
import type { RouteEntry } from '../../schemas/routes.ts';
import { pageOfPath, routeOfPath } from './route-of-path.ts';

describe('pageOfPath', () => {
  const routes = [
    { path: '/', page: 'home', guard: 'none' },
    { path: '/login', page: 'login', guard: 'guest' },
    { path: '/slots', page: 'slots', guard: 'none' },
  ] as unknown as RouteEntry[];
  it('finds the page of an address, past a language prefix, and nothing for an unknown one', () => {
    expect(pageOfPath('/login', routes)).toBe('login');
    expect(pageOfPath('/cn/slots', routes)).toBe('slots');
    expect(pageOfPath('/cn', routes)).toBe('home');
    expect(pageOfPath('/', routes)).toBe('home');
    expect(pageOfPath('/nowhere', routes)).toBeUndefined();
    expect(routeOfPath('/cn/login', routes)).toEqual({ path: '/login', page: 'login', guard: 'guest' });
  });
});
