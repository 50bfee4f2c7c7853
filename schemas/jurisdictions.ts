import type { JurisdictionRules } from './jurisdiction.ts';

/**
 * What each regulator asks of the front end, as data: the compliance blocks and where, the minimum
 * age, the reality check's default and range, self-exclusion and time-out periods, and the licence data the
 * blocks must show. From issue 31's table and the regulators' public summaries (docs/compliance.md
 * lists the sources and what the front end does not cover); a compliance officer must confirm them
 * before a site relies on them. `schemas/jurisdictions.test.ts` validates every entry against
 * `jurisdictionRulesSchema`; config-lint (compliance-block, minimum-age, reality-check-interval,
 * unknown-jurisdiction, licence-data) and the widgets read them.
 */
export const JURISDICTIONS = {
  ukgc: {
    id: 'ukgc',
    regulator: 'UK Gambling Commission',
    country: 'Great Britain',
    regulatorUrl: 'https://www.gamblingcommission.gov.uk/',
    minimumAge: 18,
    requires: [
      {
        widget: 'ComplianceFooter',
        on: 'every-page',
        why: 'licence statement and account number with a regulator link on every screen where players can gamble',
      },
      { widget: 'RealityCheck', on: 'every-page', audience: 'players', why: 'reality checks for signed-in players' },
      {
        widget: 'PlayerProtection',
        on: ['/responsible-gaming'],
        audience: 'players',
        why: 'time-outs and self-exclusion the player can start; on the responsible-gaming page by our choice',
      },
    ],
    licenceData: ['url'],
    realityCheck: { defaultMinutes: 60, minMinutes: 10, maxMinutes: 120, playerMayChange: true },
    selfExclusionMonths: [6, 12, 60],
    depositLimitPrompt: {
      coolingOffHours: 24,
      source: {
        title: 'RTS 12 (financial limits): a limit offered at registration; a decrease at once, an increase after a 24-hour cooling-off period',
        url: 'https://www.gamblingcommission.gov.uk/standards/remote-gambling-and-software-technical-standards',
      },
    },
    // 24 hours, one week, one month (30 days), six weeks: the RTS time-out facility's range of 24 hours up to six weeks
    timeOutHours: [24, 168, 720, 1008],
    sources: [
      { title: 'Licence conditions and codes of practice (LCCP)', url: 'https://www.gamblingcommission.gov.uk/licensees-and-businesses/lccp/online' },
      {
        title: 'Remote gambling and software technical standards (RTS)',
        url: 'https://www.gamblingcommission.gov.uk/standards/remote-gambling-and-software-technical-standards',
      },
    ],
  },
  mga: {
    id: 'mga',
    regulator: 'Malta Gaming Authority',
    country: 'Malta',
    regulatorUrl: 'https://www.mga.org.mt/',
    minimumAge: 18,
    requires: [
      { widget: 'ComplianceFooter', on: ['/'], why: 'licensee details and an under-age sign on the home page' },
      { widget: 'RgTagline', on: ['/'], why: 'a responsible-gaming message on the home page' },
      { widget: 'PlayerProtection', on: ['/responsible-gaming'], audience: 'players', why: 'self-exclusion one click from the responsible-gaming page' },
    ],
    licenceData: ['address'],
    selfExclusionMonths: [6, 12, 60],
    rgInformation: {
      afterRegistration: true,
      beforeFirstBet: true,
      source: {
        title: 'Player Protection Directive (Directive 2 of 2018): information after registration and before the first bet',
        url: 'https://www.mga.org.mt/',
      },
    },
    timeOutHours: [],
    sources: [{ title: 'Player Protection Directive (Directive 2 of 2018), MGA legislation', url: 'https://www.mga.org.mt/' }],
  },
  curacao: {
    id: 'curacao',
    regulator: 'Curaçao Gaming Control Board',
    country: 'Curaçao',
    regulatorUrl: 'https://www.gamingcontrolcuracao.org/',
    minimumAge: 18,
    requires: [{ widget: 'ComplianceFooter', on: ['/'], why: 'the regulator’s live digital seal on the landing page of each approved domain' }],
    licenceData: ['seal'],
    selfExclusionMonths: [],
    // the live seal (docs/compliance.md "The live seal"): the regulator's certificate host (to confirm);
    // 127.0.0.1:4599 is the demo's stand-in (DEMO_SEAL_PORT), never a real site's
    sealScript: { origins: ['https://cert-gcb.cv'], demoOrigins: ['http://127.0.0.1:4599'], needs: ['img-src'] },
    timeOutHours: [],
    sources: [{ title: 'Curaçao Gaming Control Board: licensing and the digital seal', url: 'https://www.gamingcontrolcuracao.org/' }],
  },
  pagcor: {
    id: 'pagcor',
    regulator: 'Philippine Amusement and Gaming Corporation',
    country: 'Philippines',
    regulatorUrl: 'https://www.pagcor.ph/',
    minimumAge: 21,
    requires: [
      { widget: 'RgTagline', on: 'every-page', why: 'the standard responsible-gaming tagline' },
      { widget: 'AgeConfirmation', on: ['/register'], why: 'players are 21 or older: confirmed before they register' },
      {
        widget: 'PlayerProtection',
        on: ['/responsible-gaming'],
        audience: 'players',
        why: 'self-exclusion of 6 months, 1 year or 5 years; on the responsible-gaming page by our choice',
      },
    ],
    licenceData: [],
    selfExclusionMonths: [6, 12, 60],
    timeOutHours: [],
    sources: [{ title: 'PAGCOR responsible gaming and regulatory framework', url: 'https://www.pagcor.ph/' }],
  },
  // jurisdiction packs (issue 52): Ontario; its dated rules are in schemas/jurisdiction-packs/ontario.ts
  ontario: {
    id: 'ontario',
    regulator: 'Alcohol and Gaming Commission of Ontario',
    country: 'Ontario (Canada)',
    regulatorUrl: 'https://www.agco.ca/',
    minimumAge: 19,
    requires: [
      { widget: 'ComplianceFooter', on: 'every-page', why: 'the operator’s registration with the AGCO and iGaming Ontario on every page (to confirm)' },
      {
        widget: 'PlayerProtection',
        on: ['/responsible-gaming'],
        audience: 'players',
        why: 'limits and self-exclusion the player can set; on the responsible-gaming page by our choice',
      },
    ],
    licenceData: [],
    selfExclusionMonths: [6, 12, 60],
    timeOutHours: [],
    sources: [
      {
        title: 'Registrar’s Standards for Internet Gaming (AGCO)',
        url: 'https://www.agco.ca/en/lottery-and-gaming/guides/registrars-standards-internet-gaming',
      },
    ],
  },
} as const satisfies Record<string, JurisdictionRules>;

export type JurisdictionId = keyof typeof JURISDICTIONS;

const BY_ID = new Map<string, JurisdictionRules>(Object.entries(JURISDICTIONS));

/** The requirements of a regulator id, or undefined for an id no entry has. */
export function jurisdictionRules(id: string): JurisdictionRules | undefined {
  return BY_ID.get(id);
}
