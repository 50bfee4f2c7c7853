// @vitest-environment jsdom
import { act, cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useAuthRedirect } from '../../src/session/use-auth-redirect.ts';
import Hero from '../../widgets/Hero/Component.tsx';
import { defaults as heroDefaults } from '../../widgets/Hero/schema.ts';
import HeroCarousel from '../../widgets/HeroCarousel/Component.tsx';
import { defaults as carouselDefaults } from '../../widgets/HeroCarousel/schema.ts';
import InfoCards from '../../widgets/InfoCards/Component.tsx';
import { defaults as cardsDefaults } from '../../widgets/InfoCards/schema.ts';
import Preloader from '../../widgets/Preloader/Component.tsx';
import { defaults as preloaderDefaults } from '../../widgets/Preloader/schema.ts';
import { readySite } from './ready-site.ts';
import { renderInApp } from './render-in-app.tsx';
import { demoSite, renderWidget } from './render-widget.tsx';

/**
 * Issue 27 "Nothing escapes": a "path on this site" that got past config-lint (a hand-built set, a
 * future schema slip) never renders as an href that leaves the site. jsdom resolves hrefs with the
 * WHATWG URL parser, as a browser does: `/\evil.example/x` resolves to http://evil.example/x.
 */
const OFF_SITE = ['//evil.example/x', '/\\evil.example/x', '/\t/evil.example/x', 'https://evil.example/x', 'javascript:alert(1)'];

afterEach(cleanup);

/** Every href in the document, resolved the way the browser follows it. */
function hrefs(container: HTMLElement): URL[] {
  return [...container.querySelectorAll('a')].map((a) => new URL(a.getAttribute('href') ?? '', location.href));
}

function expectNothingLeaves(container: HTMLElement) {
  for (const url of hrefs(container)) expect(url.origin, url.href).toBe(location.origin);
  expect(container.innerHTML).not.toContain('evil.example');
}

describe('a path on this site that is not one', () => {
  it.each(OFF_SITE)('Hero ctaHref %j: no button, no off-site href', async (path) => {
    const { container } = await renderWidget(<Hero props={{ ...heroDefaults, cta: 'ui.register', ctaHref: path }} data={undefined} path="p" className="" />);
    expectNothingLeaves(container);
    expect(container.querySelector('a')).toBeNull();
  });

  it('Hero ctaHref on the site stays a link', async () => {
    const { container } = await renderWidget(
      <Hero props={{ ...heroDefaults, cta: 'ui.register', ctaHref: '/register' }} data={undefined} path="p" className="" />,
    );
    expect(container.querySelector('a')?.getAttribute('href')).toBe('/register');
  });

  it.each(OFF_SITE)('InfoCards item to %j: the card is no link', async (path) => {
    const items = [
      { icon: 'gift', title: 'ui.link.promotions', to: path },
      { icon: 'crown', title: 'ui.link.promotions', to: '/vip' },
    ] as const;
    const { container } = await renderWidget(<InfoCards props={{ ...cardsDefaults, items: [...items] }} data={undefined} path="p" className="" />);
    expectNothingLeaves(container);
    expect([...container.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(['/vip']);
  });

  it.each(OFF_SITE)('Preloader continueTo %j: continues home', async (path) => {
    const { container } = await renderWidget(<Preloader props={{ ...preloaderDefaults, continueTo: path }} data={undefined} path="p" className="" />, {
      site: demoSite(),
    });
    expectNothingLeaves(container);
    expect(container.querySelector('a')?.getAttribute('href')).toBe('/');
  });

  it('HeroCarousel: a backend link that looks like a path but leaves the site is no link', async () => {
    const slides = ['//evil.example/x', '/\\evil.example/x', '/ok', 'https://partner.example/x'].map((link, i) => ({
      id: String(i),
      image: `/s${i}.svg`,
      title: `Offer ${i}`,
      title_local: '',
      link,
    }));
    const { container } = await renderWidget(<HeroCarousel props={{ ...carouselDefaults, autoplay: false }} data={{ slides }} path="p" className="" />);
    expect(container.innerHTML).not.toContain('evil.example');
    expect([...container.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(['/ok', 'https://partner.example/x']);
  });

  it.each(OFF_SITE)("the template's guard redirect %j sends the guest home", async (to) => {
    const site = readySite();
    site.template = { ...site.template, authEntry: { guardRedirect: { to }, loginAction: 'route' } };
    let redirect: (() => void) | undefined;
    function Probe() {
      redirect = useAuthRedirect();
      return null;
    }
    const { router } = await renderInApp(<Probe />, { site, url: '/account' });
    await act(async () => {
      redirect?.();
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(router.state.location.pathname).toBe('/');
  });
});
