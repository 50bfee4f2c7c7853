import type { JurisdictionPack } from '../jurisdiction-pack.ts';

const LCCP = 'https://www.gamblingcommission.gov.uk/licensees-and-businesses/lccp/online';
const RTS = 'https://www.gamblingcommission.gov.uk/standards/remote-gambling-and-software-technical-standards';
// today's requirements (issue 31) carry no date in their sources as we have them: an early `from`
const EARLY = 'undated in issue 31; in force before the packs were introduced';

/** Great Britain: the Gambling Commission's requirements of the front end, dated. */
export const ukgcPack = {
  id: 'ukgc',
  regulator: 'UK Gambling Commission',
  short: 'UKGC',
  version: 3,
  rules: [
    {
      id: 'ukgc-licence-footer',
      from: '2020-01-01',
      source: { document: 'Licence conditions and codes of practice (LCCP)', url: LCCP },
      confirmed: false,
      note: EARLY,
      summary: 'licence statement and account number with a regulator link on every screen where players can gamble',
      requires: { kind: 'widget', widget: 'ComplianceFooter', on: 'every-page' },
      fix: 'add ComplianceFooter to the layout',
      checkedBy: 'compliance-block',
    },
    {
      id: 'ukgc-reality-check',
      from: '2020-01-01',
      source: { document: 'Remote gambling and software technical standards (RTS)', section: 'RTS 13 (reality checks)', url: RTS },
      confirmed: false,
      note: EARLY,
      summary: 'reality checks for signed-in players on every page',
      requires: { kind: 'widget', widget: 'RealityCheck', on: 'every-page', audience: 'players' },
      fix: 'add RealityCheck (when auth player) to the layout',
      checkedBy: 'compliance-block',
    },
    {
      id: 'ukgc-player-protection',
      from: '2020-01-01',
      source: { document: 'Remote gambling and software technical standards (RTS)', section: 'RTS 14 (time-outs and self-exclusion)', url: RTS },
      confirmed: false,
      note: `${EARLY}; the page is our choice`,
      summary: 'time-outs and self-exclusion the player can start, on the responsible-gaming page',
      requires: { kind: 'widget', widget: 'PlayerProtection', on: ['/responsible-gaming'], audience: 'players' },
      fix: 'add PlayerProtection to the responsible-gaming page',
      checkedBy: 'compliance-block',
    },
    {
      id: 'ukgc-licence-register-link',
      from: '2020-01-01',
      source: { document: 'Licence conditions and codes of practice (LCCP)', url: LCCP },
      confirmed: false,
      note: EARLY,
      summary: 'the licence links to its entry in the public register',
      requires: { kind: 'setting', setting: '/licence/url' },
      fix: 'set jurisdiction.licence.url to the licence in the public register',
      checkedBy: 'licence-data',
    },
    {
      id: 'ukgc-marketing-consent-grid',
      from: '2025-05-01',
      source: { document: 'Licence conditions and codes of practice (LCCP)', section: 'SR code 5.1.11 (marketing consent per product and channel)', url: LCCP },
      confirmed: false,
      note: 'the date and section as we understood the Commission’s 2024 consultation response (to confirm)',
      summary: 'marketing consent asked per product and per channel',
      requires: { kind: 'setting', setting: '/marketingConsent/products', minItems: 1 },
      fix: 'list the products the brand markets in jurisdiction.marketingConsent.products (one row of the registration form’s consent grid each)',
    },
    {
      id: 'ukgc-marketing-consent-channel',
      from: '2025-05-01',
      source: { document: 'Licence conditions and codes of practice (LCCP)', section: 'SR code 5.1.11 (marketing consent per product and channel)', url: LCCP },
      confirmed: false,
      note: 'the date and section as we understood the Commission’s 2024 consultation response (to confirm)',
      summary: 'marketing consent asked per channel',
      requires: { kind: 'setting', setting: '/marketingConsent/channels', minItems: 1 },
      fix: 'list the channels the brand markets by in jurisdiction.marketingConsent.channels (one column of the consent grid each)',
    },
    // issue 52 part 2
    {
      id: 'ukgc-safer-gambling-messages',
      from: '2020-01-01',
      source: { document: 'Licence conditions and codes of practice (LCCP)', section: 'SR code 3.3.1 (responsible gambling information)', url: LCCP },
      confirmed: false,
      note: `${EARLY}; the section as we understood it, and a set the tagline strip shows in turn is our reading`,
      summary: 'safer-gambling messages shown to players: a configured message set',
      requires: { kind: 'setting', setting: '/saferGamblingMessages' },
      fix: 'set jurisdiction.saferGamblingMessages to the brand’s safer-gambling messages (the tagline strip shows one a day)',
    },
    // consentpay: the consent grid asked where players register, and the credit-card ban
    {
      id: 'ukgc-marketing-consent-register',
      from: '2025-05-01',
      source: { document: 'Licence conditions and codes of practice (LCCP)', section: 'SR code 5.1.11 (marketing consent per product and channel)', url: LCCP },
      confirmed: false,
      note: 'the date and section as we understood the Commission’s 2024 consultation response (to confirm); asking it in the registration form is our reading',
      summary: 'the registration form asks marketing consent per product and channel (RegisterForm shows the grid)',
      requires: { kind: 'widget', widget: 'RegisterForm', on: ['/register'] },
      fix: 'keep RegisterForm on the registration page: it shows the consent grid of jurisdiction.marketingConsent',
    },
    {
      id: 'ukgc-no-credit-cards',
      from: '2020-04-14',
      source: { document: 'Gambling Commission: Gambling on credit cards banned from April 2020' },
      confirmed: false,
      note: 'the date as we understood the Commission’s announcement (to confirm); e-wallets funded by a credit card are not judged',
      summary: 'no gambling with credit cards: the cashier lists no credit card',
      requires: { kind: 'widget-prop', widget: 'CashierPanel', prop: 'methods', forbidsKinds: ['credit-card'] },
      fix: 'remove the credit-card methods from CashierPanel.methods',
    },
    // issue 52: net position and elapsed session time on game pages
    {
      id: 'ukgc-session-net-position',
      from: '2025-01-17',
      source: { document: 'Remote gambling and software technical standards (RTS)', section: 'RTS 14 (online slots game design)', url: RTS },
      confirmed: false,
      note: 'the date and section as we understood the Commission’s online slots game design requirements (to confirm); the game page is our reading of "the game screen"',
      summary: 'net position and the time elapsed since the gaming session began, shown to players on the game page',
      requires: { kind: 'widget', widget: 'SessionStats', on: ['/playnow'], audience: 'players' },
      fix: 'add SessionStats (when auth player) to the playnow page',
    },
  ],
} as const satisfies JurisdictionPack;
