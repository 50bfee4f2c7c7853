// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { siteJurisdiction } from '../../src/config/jurisdiction.ts';
import { demoSite, renderWidget } from '../../tests/unit/render-widget.tsx';
import Footer from './Component.tsx';
import { defaults } from './schema.ts';

afterEach(cleanup);

describe('Footer', () => {
  it('shows the adults’ sign on a template without a jurisdiction', async () => {
    await renderWidget(<Footer props={defaults} path="p" className="" data={undefined} />);
    expect(screen.getByRole('img', { name: 'Adults only, 18 and over' }).textContent).toBe('18+');
  });

  it('shows the jurisdiction’s minimum age', async () => {
    const site = demoSite();
    const pagcor = {
      ...site,
      template: { ...site.template, jurisdiction: siteJurisdiction({ regulator: 'pagcor', licence: { number: '1', licensee: 'Demo' } }) },
    };
    await renderWidget(<Footer props={defaults} path="p" className="" data={undefined} />, { site: pagcor });
    expect(screen.getByRole('img', { name: 'Only for players aged 21 or over' }).textContent).toBe('21+');
  });
});
