import { describe, expect, it } from 'vitest';
import { createRegistry, UnknownWidgetError } from './registry.ts';
import type { RegisteredWidget } from './types.ts';

const widget = (name: string): RegisteredWidget => ({ name, defaults: {}, component: () => null });

describe('registry', () => {
  it('fails loudly on an unknown widget, naming the node and what is registered', () => {
    const reg = createRegistry([widget('B'), widget('A')]);
    expect(() => reg.get('GameGird', 'page/0/1')).toThrow(UnknownWidgetError);
    expect(() => reg.get('GameGird', 'page/0/1')).toThrow('Unknown widget "GameGird" at page/0/1. Registered widgets: A, B');
  });
  it('refuses a name registered twice', () => {
    expect(() => createRegistry([widget('A'), widget('A')])).toThrow('registered twice');
  });
});
