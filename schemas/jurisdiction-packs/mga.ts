import type { JurisdictionPack } from '../jurisdiction-pack.ts';

const MGA = 'https://www.mga.org.mt/';
const PPD = 'Player Protection Directive (Directive 2 of 2018)';
const EARLY = 'undated in issue 31; in force before the packs were introduced';

/** Malta: the MGA's requirements of the front end, dated. */
export const mgaPack = {
  id: 'mga',
  regulator: 'Malta Gaming Authority',
  short: 'MGA',
  version: 1,
  rules: [
    {
      id: 'mga-home-footer',
      from: '2018-01-01',
      source: { document: PPD, url: MGA },
      confirmed: false,
      note: EARLY,
      summary: 'licensee details and an under-age sign on the home page',
      requires: { kind: 'widget', widget: 'ComplianceFooter', on: ['/'] },
      fix: 'add ComplianceFooter to the home page or its layout',
      checkedBy: 'compliance-block',
    },
    {
      id: 'mga-home-rg-message',
      from: '2018-01-01',
      source: { document: PPD, url: MGA },
      confirmed: false,
      note: EARLY,
      summary: 'a responsible-gaming message on the home page',
      requires: { kind: 'widget', widget: 'RgTagline', on: ['/'] },
      fix: 'add RgTagline to the home page or its layout',
      checkedBy: 'compliance-block',
    },
    {
      id: 'mga-self-exclusion-page',
      from: '2018-01-01',
      source: { document: PPD, url: MGA },
      confirmed: false,
      note: EARLY,
      summary: 'self-exclusion one click from the responsible-gaming page',
      requires: { kind: 'widget', widget: 'PlayerProtection', on: ['/responsible-gaming'], audience: 'players' },
      fix: 'add PlayerProtection to the responsible-gaming page',
      checkedBy: 'compliance-block',
    },
    {
      id: 'mga-licensee-address',
      from: '2018-01-01',
      source: { document: PPD, url: MGA },
      confirmed: false,
      note: EARLY,
      summary: 'the licensee’s registered address in the footer',
      requires: { kind: 'setting', setting: '/licence/address' },
      fix: 'set jurisdiction.licence.address',
      checkedBy: 'licence-data',
    },
    {
      id: 'mga-self-exclusion-scope',
      from: '2018-01-01',
      source: { document: PPD, section: 'self-exclusion across the licensee’s brands', url: MGA },
      confirmed: false,
      note: 'the MGA asks whether a self-exclusion applies to all of a licensee’s brands; dated with the directive (to confirm)',
      summary: 'the brand answers whether a self-exclusion applies to all of the licensee’s brands',
      requires: { kind: 'setting', setting: '/selfExclusionAllBrands' },
      fix: 'set jurisdiction.selfExclusionAllBrands to true or false',
    },
  ],
} as const satisfies JurisdictionPack;
