// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { validatePage } from '../../schemas/generated/validators.js';
import { siteJurisdiction } from '../../src/config/jurisdiction.ts';
import { demoSite, renderWidget } from '../../tests/unit/render-widget.tsx';
import RgTagline from './Component.tsx';
import { defaults } from './schema.ts';

afterEach(cleanup);

const site = demoSite();
const pagcor = {
  ...site,
  template: { ...site.template, jurisdiction: siteJurisdiction({ regulator: 'pagcor', licence: { number: 'P-1', licensee: 'Demo Inc.' } }) },
};

describe('RgTagline', () => {
  it('has a props schema that rejects a wrong prop', () => {
    expect(validatePage({ version: 1, root: { widget: 'RgTagline', props: { message: 'ui.playResponsibly' } } })).toBe(true);
    expect(validatePage({ version: 1, root: { widget: 'RgTagline', props: { message: '' } } })).toBe(false);
    expect(validatePage({ version: 1, root: { widget: 'RgTagline', props: { colour: 'red' } } })).toBe(false);
  });

  it('says the tagline with the jurisdiction’s minimum age, in the page’s language', async () => {
    await renderWidget(<RgTagline props={defaults} path="p" className="" data={undefined} />, { site: pagcor });
    expect(screen.getByRole('note').textContent).toBe('For players aged 21 or over only. Keep it fun: play responsibly.');
    cleanup();
    await renderWidget(<RgTagline props={defaults} path="p" className="" data={undefined} />, { site: pagcor, code: 'PHP' });
    expect(screen.getByRole('note').textContent).toBe('Para lamang sa edad 21 pataas. Panatilihing masaya: maglaro nang responsable.');
  });

  it('says another message when the node names one', async () => {
    await renderWidget(<RgTagline props={{ message: 'ui.playResponsibly' }} path="p" className="" data={undefined} />, { site: pagcor });
    expect(screen.getByRole('note').textContent).toBe('Gambling can be addictive. Play responsibly.');
  });

  it('shows one of the safer-gambling messages a day in turn where the site has them (UKGC, issue 52)', async () => {
    const messages = ['First message.', 'Second message.', 'Third message.'];
    const ukgc = {
      ...site,
      template: {
        ...site.template,
        jurisdiction: siteJurisdiction({ regulator: 'ukgc', licence: { number: 'U-1', licensee: 'Demo Ltd' }, saferGamblingMessages: messages }),
      },
    };
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const seen: string[] = [];
      for (const day of [0, 1, 2, 3]) {
        vi.setSystemTime(Date.UTC(2026, 0, 1 + day, 12));
        await renderWidget(<RgTagline props={defaults} path="p" className="" data={undefined} />, { site: ukgc });
        seen.push(screen.getByRole('note').textContent ?? '');
        cleanup();
      }
      expect(new Set(seen.slice(0, 3))).toEqual(new Set(messages));
      expect(seen[3]).toBe(seen[0]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows nothing on a template without a jurisdiction', async () => {
    await renderWidget(<RgTagline props={defaults} path="p" className="" data={undefined} />);
    expect(screen.queryByRole('note')).toBeNull();
  });
});
