import { describe, expect, it } from 'vitest';
import { nodeCss } from './css-vars.ts';

const bps = [
  { name: 'mobile', width: 320 },
  { name: 'tablet', width: 768 },
  { name: 'desktop', width: 1024 },
];

describe('nodeCss', () => {
  it('emits the base value and one min-width media query per overriding breakpoint', () => {
    const css = nodeCss({ columns: '--cols' }, { columns: 1 }, { columns: 2 }, { tablet: { columns: 4 }, desktop: { columns: 6 } }, bps);
    expect(css).not.toBeNull();
    const c = css!.className;
    expect(css!.css).toBe(`.${c}{--cols:2}@media (min-width:768px){.${c}{--cols:4}}@media (min-width:1024px){.${c}{--cols:6}}`);
  });
  it('names the class after the rules, so equal rules share a class and different rules never do', () => {
    const a = nodeCss({ columns: '--cols' }, { columns: 1 }, { columns: 2 }, undefined, bps);
    const b = nodeCss({ columns: '--cols' }, { columns: 1 }, { columns: 2 }, undefined, bps);
    const c = nodeCss({ columns: '--cols' }, { columns: 1 }, { columns: 3 }, undefined, bps);
    expect(a!.className).toBe(b!.className);
    expect(a!.className).not.toBe(c!.className);
  });
  it('skips overrides that touch no style prop', () => {
    const css = nodeCss({ columns: '--cols' }, { columns: 1 }, {}, { tablet: { title: 'x' } }, bps);
    expect(css!.css).not.toContain('@media');
  });
});
