import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import type { ReactNode } from 'react';
import { siteJurisdiction } from '../config/jurisdiction.ts';
import { Render } from './Render.tsx';
import { createRegistry } from './registry.ts';
import type { RenderContext } from './types.ts';

const registry = createRegistry([
  { name: 'Box', defaults: {}, component: ({ children }: { children?: ReactNode }) => <div className="box">{children}</div> },
  {
    name: 'Question',
    defaults: {},
    component: () => <p className="question">asked</p>,
    appliesTo: (j) => j?.ageConfirmation === true,
  },
]);
const licence = { number: '1', licensee: 'Demo Ltd' };
const ctx = (regulator?: string): RenderContext => ({
  isAuthenticated: false,
  flags: {},
  breakpoints: [{ name: 'mobile', width: 0 }],
  breakpoint: 'mobile',
  dev: true,
  unavailableText: 'unavailable',
  ...(regulator ? { jurisdiction: siteJurisdiction({ regulator, licence }) } : {}),
});
const tree = { widget: 'Box', children: [{ widget: 'Question' }, { widget: 'Box' }] };

describe('a widget’s appliesTo in the renderer', () => {
  it('renders its node where the site’s jurisdiction asks for it', () => {
    expect(renderToString(<Render root={tree} prefix="page" registry={registry} ctx={ctx('pagcor')} data={{}} />)).toContain('asked');
  });

  it('renders nothing for it elsewhere, and the rest of the tree as usual', () => {
    for (const regulator of ['mga', undefined]) {
      const html = renderToString(<Render root={tree} prefix="page" registry={registry} ctx={ctx(regulator)} data={{}} />);
      expect(html).not.toContain('asked');
      expect(html.split('class="box"').length - 1).toBe(2);
    }
  });
});
