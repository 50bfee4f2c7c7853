import { describe, expect, it } from 'vitest';
import { dataToHydrate, effectivePlans, ownPlan, widgetsToPreload } from './hydrate-plan.ts';
import { createRegistry } from './registry.ts';
import type { HydratePlan, Node, RegisteredWidget } from './types.ts';

const widget = (name: string, hydrate?: HydratePlan): RegisteredWidget => ({ name, defaults: {}, component: () => null, ...(hydrate ? { hydrate } : {}) });
const registry = createRegistry([
  widget('Box', 'never'),
  widget('Header'),
  widget('Footer', 'never'),
  widget('Rail', 'visible'),
  widget('Carousel', 'idle'),
  widget('Board', 'never'),
  widget('Menu', 'interaction'),
]);

const page: Node = {
  widget: 'Box',
  children: [
    { widget: 'Header' },
    { widget: 'Carousel' },
    { widget: 'Box', children: [{ widget: 'Board' }, { widget: 'Rail' }] },
    { widget: 'Box', children: [{ widget: 'Board' }, { widget: 'Footer' }] },
    { widget: 'Outlet' },
  ],
};

describe('hydration plans', () => {
  it('a widget without a plan hydrates with the page, as does an unknown one', () => {
    expect(ownPlan({ widget: 'Header' }, registry)).toBe('load');
    expect(ownPlan({ widget: 'Nope' }, registry)).toBe('load');
    expect(ownPlan({ widget: 'Footer' }, registry)).toBe('never');
  });

  it('a container holding a livelier node than itself hydrates with the page', () => {
    const plans = effectivePlans(page, 'page', registry);
    expect(Object.fromEntries(plans)).toEqual({
      page: 'load',
      'page/0': 'load',
      'page/1': 'idle',
      'page/2': 'load',
      'page/2/0': 'never',
      'page/2/1': 'visible',
      'page/3': 'never',
      'page/3/0': 'never',
      'page/3/1': 'never',
      'page/4': 'load',
    });
    expect(effectivePlans(page, 'page', registry)).toBe(plans);
    expect(effectivePlans(page, 'layout', registry).get('layout/2')).toBe('load');
    // a container as lively as what it holds keeps its own plan
    expect(effectivePlans({ widget: 'Rail', children: [{ widget: 'Board' }] }, 'page', registry).get('page')).toBe('visible');
    // `interaction` is livelier than `never` and lazier than `visible`
    expect(effectivePlans({ widget: 'Box', children: [{ widget: 'Menu' }] }, 'page', registry).get('page')).toBe('load');
    expect(effectivePlans({ widget: 'Menu', children: [{ widget: 'Board' }] }, 'page', registry).get('page')).toBe('interaction');
    expect(effectivePlans({ widget: 'Menu', children: [{ widget: 'Rail' }] }, 'page', registry).get('page')).toBe('load');
  });

  it('only the code of what hydrates at once is fetched before hydrating', () => {
    expect(widgetsToPreload(page, 'page', registry)).toEqual(['Box', 'Header']);
    expect(widgetsToPreload({ widget: 'Footer' }, 'layout', registry)).toEqual([]);
  });

  it('the hydration data leaves out the loader results of never nodes', () => {
    const ok = (value: unknown) => ({ ok: true as const, value });
    const data = { 'page/1': ok('slides'), 'page/2/0': ok('winners'), 'page/2/1': ok('games'), 'page/3/0': { ok: false as const, error: 'down' } };
    expect(dataToHydrate(page, 'page', registry, data)).toEqual({ 'page/1': ok('slides'), 'page/2/1': ok('games') });
  });
});
