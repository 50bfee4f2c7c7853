import type { ReadySite } from '../../src/state/site-context.tsx';

type SiteFields = ReadySite['startup']['site'];

/** Test-only: a ready casino1 site with one colour scheme; each suite names the site fields it reads. */
export function readySite(site: Partial<SiteFields> = {}): ReadySite {
  const colours = {
    bg: '#000',
    surface: '#111',
    surface2: '#222',
    text: '#fff',
    muted: '#aaa',
    primary: '#0a0',
    onPrimary: '#000',
    accent: '#fa0',
    border: '#333',
  };
  return {
    kind: 'ready',
    startup: {
      statusCode: 1,
      site: {
        site_name: 'Demo Casino',
        currency: 'PHP',
        theme_code: 'casino1',
        theme_color: 'color1-1',
        external_id: 'ext-1',
        gamify_status: false,
        free_game: false,
        ...site,
      },
    },
    template: {
      key: 'casino1',
      family: 'casino',
      label: 'Casino 1',
      layout: 'default',
      breakpoints: [],
      schemes: { 'color1-1': colours },
      authEntry: { guardRedirect: { to: '/login' }, loginAction: 'route' },
      pages: {},
    },
    scheme: colours,
  };
}
