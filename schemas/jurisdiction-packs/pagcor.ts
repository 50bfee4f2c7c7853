import type { JurisdictionPack } from '../jurisdiction-pack.ts';

const PAGCOR = 'https://www.pagcor.ph/';
const RG = 'PAGCOR responsible gaming and regulatory framework';
const EARLY = 'undated in issue 31; in force before the packs were introduced';
/** the tagline's wording as we understood PAGCOR's responsible-gaming rules: the rule holds it as data, to confirm */
export const PAGCOR_TAGLINE = 'Gaming is for 21 years old and above only. Keep it fun. Game responsibly.';

/** The Philippines: PAGCOR's requirements of the front end, dated. */
export const pagcorPack = {
  id: 'pagcor',
  regulator: 'Philippine Amusement and Gaming Corporation',
  short: 'PAGCOR',
  version: 3,
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
    // issue 52 part 2
    {
      id: 'pagcor-tagline-wording',
      from: '2020-01-01',
      source: { document: RG, section: 'the mandated responsible-gaming tagline', url: PAGCOR },
      confirmed: false,
      note: `${EARLY}; the exact wording is ours to confirm against PAGCOR’s current text`,
      summary: 'the mandated tagline in its exact wording, in the footer',
      requires: { kind: 'setting', setting: '/tagline', equals: PAGCOR_TAGLINE },
      fix: `set jurisdiction.tagline to "${PAGCOR_TAGLINE}" (the compliance footer shows it)`,
    },
    // consentpay: e-wallet links to online gaming sites, kept modest and to confirm
    {
      id: 'pagcor-no-e-wallet-links',
      from: '2025-08-16',
      source: { document: 'PAGCOR and Bangko Sentral ng Pilipinas: e-wallets to remove links to online gaming sites', url: PAGCOR },
      confirmed: false,
      note: 'the date, the scope (every e-wallet, linked from the cashier) and the source as we understood the 2025 announcements: to confirm',
      summary: 'no e-wallet linked as a payment method from the cashier',
      requires: { kind: 'widget-prop', widget: 'CashierPanel', prop: 'methods', forbidsKinds: ['e-wallet'] },
      fix: 'remove the e-wallet methods from CashierPanel.methods',
    },
  ],
} as const satisfies JurisdictionPack;
