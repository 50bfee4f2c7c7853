import { describe, expect, it, vi } from 'vitest';
import { preloadWidgets, widgetsNeeded } from './collect-loads.ts';
import { siteJurisdiction } from '../config/jurisdiction.ts';
import { createRegistry } from './registry.ts';
import type { RegisteredWidget } from './types.ts';

const widget = (name: string, preload: () => Promise<unknown>): RegisteredWidget => ({ name, defaults: {}, component: () => null, preload });

describe('preloadWidgets', () => {
  it('fetches a widget chunk once however many renders ask for it', async () => {
    const preload = vi.fn(() => Promise.resolve({}));
    const registry = createRegistry([widget('A', preload)]);
    await preloadWidgets(['A'], registry);
    await preloadWidgets(['A', 'Unknown'], registry);
    expect(preload).toHaveBeenCalledTimes(1);
  });

  it('asks again after a failed fetch', async () => {
    const preload = vi.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue({});
    const registry = createRegistry([widget('B', preload)]);
    await expect(preloadWidgets(['B'], registry)).rejects.toThrow('chunk failed');
    await preloadWidgets(['B'], registry);
    await preloadWidgets(['B'], registry);
    expect(preload).toHaveBeenCalledTimes(2);
  });
});

describe('widgetsNeeded', () => {
  const asks: RegisteredWidget = { name: 'Ask', defaults: {}, component: () => null, appliesTo: (j) => j?.ageConfirmation === true };
  const registry = createRegistry([asks, widget('Form', () => Promise.resolve({}))]);
  const tree = { widget: 'Form', children: [{ widget: 'Ask' }, { widget: 'Missing' }] };

  it('leaves out a widget the site’s jurisdiction does not ask for, keeps the rest (an unknown one for the renderer’s error)', () => {
    const licence = { number: '1', licensee: 'L' };
    expect(widgetsNeeded(tree, registry, undefined)).toEqual(['Form', 'Missing']);
    expect(widgetsNeeded(tree, registry, siteJurisdiction({ regulator: 'mga', licence }))).toEqual(['Form', 'Missing']);
    expect(widgetsNeeded(tree, registry, siteJurisdiction({ regulator: 'pagcor', licence }))).toEqual(['Ask', 'Form', 'Missing']);
  });
});
