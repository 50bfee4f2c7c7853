// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { validatePage } from '../../schemas/generated/validators.js';
import { siteJurisdiction } from '../../src/config/jurisdiction.ts';
import type { JurisdictionConfig } from '../../schemas/jurisdiction.ts';
import { demoSite, renderWidget } from '../../tests/unit/render-widget.tsx';
import ComplianceFooter from './Component.tsx';
import { defaults } from './schema.ts';

afterEach(cleanup);

function under(config: JurisdictionConfig) {
  const site = demoSite();
  return { ...site, template: { ...site.template, jurisdiction: siteJurisdiction(config) } };
}

const ukgc = under({
  regulator: 'ukgc',
  licence: { number: '000123', licensee: 'Demo Sportsbook Ltd', url: 'https://www.gamblingcommission.gov.uk/public-register' },
  helpline: { name: 'GamCare', phone: '0808 8020 133', url: 'https://www.gamcare.org.uk/' },
});
const curacao = under({
  regulator: 'curacao',
  licence: { number: 'OGL/1', licensee: 'Demo N.V.', address: 'Willemstad' },
  seal: { image: '/compliance/curacao-seal-demo.svg', href: 'https://seal.example/validate' },
});

describe('ComplianceFooter', () => {
  it('has a props schema that rejects a wrong prop', () => {
    expect(validatePage({ version: 1, root: { widget: 'ComplianceFooter', props: { showSeal: false } } })).toBe(true);
    expect(validatePage({ version: 1, root: { widget: 'ComplianceFooter', props: { showSeal: 'no' } } })).toBe(false);
    expect(validatePage({ version: 1, root: { widget: 'ComplianceFooter', props: { licence: 'x' } } })).toBe(false);
  });

  it('states the licence with a link to its register entry, the age sign, the RG page and the helpline', async () => {
    await renderWidget(<ComplianceFooter props={defaults} path="p" className="" data={undefined} />, { site: ukgc });
    const block = screen.getByRole('region', { name: 'Licence and responsible gaming' });
    expect(block.getAttribute('data-regulator')).toBe('ukgc');
    expect(block.textContent).toContain('Demo Sportsbook Ltd holds licence number 000123.');
    expect(screen.getByRole('link', { name: 'Licensed and regulated by the UK Gambling Commission' }).getAttribute('href')).toBe(
      'https://www.gamblingcommission.gov.uk/public-register',
    );
    expect(screen.getByRole('img', { name: 'Only for players aged 18 or over' }).textContent).toBe('18+');
    expect(screen.getByRole('link', { name: 'Responsible gaming' }).getAttribute('href')).toBe('/responsible-gaming');
    expect(screen.getByRole('link', { name: '0808 8020 133' }).getAttribute('href')).toBe('tel:08088020133');
    expect(screen.getByRole('link', { name: 'Visit the helpline' }).getAttribute('href')).toBe('https://www.gamcare.org.uk/');
  });

  it('shows the seal and the address, and links the regulator when the licence has no register link', async () => {
    await renderWidget(<ComplianceFooter props={defaults} path="p" className="" data={undefined} />, { site: curacao });
    const seal = screen.getByRole('img', { name: 'Seal of the Curaçao Gaming Control Board' });
    expect(seal.getAttribute('src')).toBe('/compliance/curacao-seal-demo.svg');
    expect(seal.closest('a')?.getAttribute('href')).toBe('https://seal.example/validate');
    expect(screen.getByText('Registered address: Willemstad')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Licensed and regulated/ }).getAttribute('href')).toBe('https://www.gamingcontrolcuracao.org/');
  });

  it('marks the seal as the live seal’s slot when the licence names its script, and keeps the static seal in it', async () => {
    const live = under({
      regulator: 'curacao',
      licence: { number: 'OGL/1', licensee: 'Demo N.V.' },
      seal: { image: '/compliance/curacao-seal-demo.svg', href: 'https://seal.example/validate', script: 'https://cert-gcb.cv/seal.js' },
    });
    const { container } = await renderWidget(<ComplianceFooter props={defaults} path="p" className="" data={undefined} />, { site: live });
    const slot = container.querySelector('[data-seal-slot]');
    expect(slot?.getAttribute('data-seal-slot')).toBe('curacao');
    expect(slot?.querySelector('img')?.getAttribute('src')).toBe('/compliance/curacao-seal-demo.svg');
    cleanup();
    const { container: plain } = await renderWidget(<ComplianceFooter props={defaults} path="p" className="" data={undefined} />, { site: curacao });
    expect(plain.querySelector('[data-seal-slot]')).toBeNull();
  });

  it('states the regulator’s mandated tagline where the template sets it (PAGCOR, issue 52)', async () => {
    const tagline = 'Gaming is for 21 years old and above only. Keep it fun. Game responsibly.';
    const pagcor = under({ regulator: 'pagcor', licence: { number: 'P-1', licensee: 'Demo Inc.' }, tagline });
    await renderWidget(<ComplianceFooter props={defaults} path="p" className="" data={undefined} />, { site: pagcor });
    expect(screen.getByRole('region', { name: 'Licence and responsible gaming' }).textContent).toContain(tagline);
    cleanup();
    await renderWidget(<ComplianceFooter props={defaults} path="p" className="" data={undefined} />, { site: ukgc });
    expect(screen.getByRole('region', { name: 'Licence and responsible gaming' }).querySelector('.w-compliance__tagline')).toBeNull();
  });

  it('leaves the seal and helpline out when told to', async () => {
    await renderWidget(<ComplianceFooter props={{ showSeal: false, showHelpline: false }} path="p" className="" data={undefined} />, { site: curacao });
    expect(screen.queryByRole('img', { name: /Seal/ })).toBeNull();
    cleanup();
    await renderWidget(<ComplianceFooter props={{ showSeal: true, showHelpline: false }} path="p" className="" data={undefined} />, { site: ukgc });
    expect(screen.queryByRole('link', { name: 'Visit the helpline' })).toBeNull();
  });

  it('speaks the page’s language', async () => {
    await renderWidget(<ComplianceFooter props={defaults} path="p" className="" data={undefined} />, {
      site: under({ regulator: 'pagcor', licence: { number: 'P-1', licensee: 'Demo Inc.' } }),
      code: 'CN',
    });
    expect(screen.getByRole('img', { name: '仅限 21 岁及以上玩家' }).textContent).toBe('21+');
    expect(screen.getByText(/Demo Inc\. 持有牌照，编号 P-1。/)).toBeTruthy();
  });

  it('claims no licence on a template without a jurisdiction', async () => {
    const { container } = await renderWidget(<ComplianceFooter props={defaults} path="p" className="" data={undefined} />);
    expect(container.querySelector('[data-compliance]')).toBeNull();
  });
});
