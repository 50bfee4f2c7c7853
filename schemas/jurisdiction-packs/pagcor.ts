import type { JurisdictionPack } from '../jurisdiction-pack.ts';

const PAGCOR = 'https://www.pagcor.ph/';
const RG = 'PAGCOR responsible gaming and regulatory framework';
const EARLY = 'undated in issue 31; in force before the packs were introduced';

/** The Philippines: PAGCOR's requirements of the front end, dated. */
export const pagcorPack = {
  id: 'pagcor',
  regulator: 'Philippine Amusement and Gaming Corporation',
  short: 'PAGCOR',
  version: 1,
  rules: [
    {
      id: 'pagcor-tagline',
      from: '2020-01-01',
      source: { document: RG, url: PAGCOR },
      confirmed: false,
      note: EARLY,
      summary: 'the standard responsible-gaming tagline on every page',
      requires: { kind: 'widget', widget: 'RgTagline', on: 'every-page' },
      fix: 'add RgTagline to the layout',
      checkedBy: 'compliance-block',
    },
    {
      id: 'pagcor-age-confirmation',
      from: '2020-01-01',
      source: { document: RG, url: PAGCOR },
      confirmed: false,
      note: `${EARLY}; the page is our choice`,
      summary: 'players are 21 or older: confirmed before they register',
      requires: { kind: 'widget', widget: 'AgeConfirmation', on: ['/register'] },
      fix: 'add AgeConfirmation to the register page',
      checkedBy: 'compliance-block',
    },
    {
      id: 'pagcor-self-exclusion',
      from: '2020-01-01',
      source: { document: RG, url: PAGCOR },
      confirmed: false,
      note: `${EARLY}; the page is our choice`,
      summary: 'self-exclusion of 6 months, 1 year or 5 years',
      requires: { kind: 'widget', widget: 'PlayerProtection', on: ['/responsible-gaming'], audience: 'players' },
      fix: 'add PlayerProtection to the responsible-gaming page',
      checkedBy: 'compliance-block',
    },
    {
      id: 'pagcor-minimum-age',
      from: '2020-01-01',
      source: { document: RG, url: PAGCOR },
      confirmed: false,
      note: EARLY,
      summary: 'players are 21 or older',
      requires: { kind: 'setting', setting: '/minimumAge', min: 21 },
      fix: 'set jurisdiction.minimumAge to 21 or more, or leave it out',
      checkedBy: 'minimum-age',
    },
  ],
} as const satisfies JurisdictionPack;
