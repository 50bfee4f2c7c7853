import { describe, expect, it } from 'vitest';
import { chooseLayout } from './layout-choice.ts';

const routes = [
  { path: '/', page: 'home', guard: 'none' as const },
  { path: '/preloader', page: 'preloader', guard: 'none' as const, layout: 'default' },
  { path: '/minigame', page: 'minigame', guard: 'none' as const, layout: 'template3' },
];

describe('chooseLayout (§2)', () => {
  it('/minigame always uses the minigame layout', () => expect(chooseLayout('/minigame', routes, 'template1')).toBe('minigame'));
  it("a route's own layout wins over the template's", () => expect(chooseLayout('/preloader', routes, 'template1')).toBe('default'));
  it("otherwise the site template's layout", () => expect(chooseLayout('/', routes, 'template11')).toBe('template11'));
  it('an unmatched path gets the template layout (the 404 renders inside it)', () => expect(chooseLayout('/nope', routes, 'template2')).toBe('template2'));
});
