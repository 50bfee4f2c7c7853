import { describe, expect, it } from 'vitest';
import { resolveProps } from './resolve-props.ts';

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
