import { describe, expect, it } from 'vitest';
import { resolveProps, resolvePropsTraced } from './resolve-props.ts';

const bps = [
  { name: 'desktop', width: 1024 },
  { name: 'mobile', width: 320 },
  { name: 'tablet', width: 768 },
];

describe('resolveProps (min-width cascade)', () => {
  const defaults = { columns: 1, gap: 8, title: 'x' };
  const props = { columns: 2 };
  const at = { tablet: { columns: 4 }, desktop: { columns: 6, gap: 16 } };

  it('applies defaults then props at the smallest breakpoint', () => {
    expect(resolveProps(defaults, props, at, bps, 'mobile')).toEqual({ columns: 2, gap: 8, title: 'x' });
  });
  it('applies every override up to the current breakpoint, ascending, whatever order they are listed in', () => {
    expect(resolveProps(defaults, props, at, bps, 'tablet')).toEqual({ columns: 4, gap: 8, title: 'x' });
    expect(resolveProps(defaults, props, at, bps, 'desktop')).toEqual({ columns: 6, gap: 16, title: 'x' });
  });
  it('an override at a larger breakpoint never leaks down', () => {
    expect(resolveProps(defaults, undefined, { desktop: { gap: 30 } }, bps, 'tablet').gap).toBe(8);
  });
  it('an unknown current breakpoint applies no override', () => {
    expect(resolveProps(defaults, props, at, bps, 'watch')).toEqual({ columns: 2, gap: 8, title: 'x' });
  });
});

describe('resolvePropsTraced (the cascade with provenance)', () => {
  const defaults = { columns: 1, gap: 8 };
  const props = { columns: 2, 'a/b': 'x' };
  const at = { desktop: { gap: 16 }, tablet: { columns: 4 } };

  it('gives the values resolveProps gives, at every breakpoint', () => {
    for (const bp of ['mobile', 'tablet', 'desktop', 'watch']) {
      expect(Object.fromEntries([...resolvePropsTraced(defaults, props, at, bps, bp)].map(([k, t]) => [k, t.value]))).toEqual(
        resolveProps(defaults, props, at, bps, bp),
      );
    }
  });
  it('says who set each value and where below the node', () => {
    expect(Object.fromEntries(resolvePropsTraced(defaults, props, at, bps, 'desktop'))).toEqual({
      columns: { value: 4, layer: { from: 'at', breakpoint: 'tablet' }, pointer: '/at/tablet/columns' },
      gap: { value: 16, layer: { from: 'at', breakpoint: 'desktop' }, pointer: '/at/desktop/gap' },
      'a/b': { value: 'x', layer: { from: 'props' }, pointer: '/props/a~1b' },
    });
    expect(resolvePropsTraced(defaults, undefined, undefined, bps, 'mobile').get('gap')).toEqual({ value: 8, layer: { from: 'default' } });
  });
});
