import type { FieldDoc } from './field-doc.ts';

/** Editors' help for a template's `jurisdiction` (issue 31, docs/compliance.md), merged into the template's docs. */
export const jurisdictionDocs: Record<string, FieldDoc> = {
  jurisdiction: {
    description:
      'The regulator the template’s sites are licensed by and the licence the compliance blocks show (docs/compliance.md). config-lint checks the pages carry the blocks the regulator requires. Inherited through `extends`.',
    examples: [{ regulator: 'ukgc', licence: { number: '000001', licensee: 'Demo Sportsbook Ltd' } }],
  },
  'jurisdiction/regulator': {
    description: 'The regulator’s id, one of schemas/jurisdictions.ts: `ukgc`, `mga`, `curacao` or `pagcor`.',
    examples: ['ukgc', 'pagcor'],
  },
  'jurisdiction/licence': {
    description: 'The licence as the regulator issued it.',
    examples: [{ number: 'MGA/B2C/000/0000', licensee: 'Demo Slots Ltd', address: 'St Julian’s, Malta' }],
  },
  'jurisdiction/licence/number': { description: 'The licence (or account) number the regulator issued.', examples: ['000001'] },
  'jurisdiction/licence/licensee': { description: 'The licensed company, as the licence names it.', examples: ['Demo Sportsbook Ltd'] },
  'jurisdiction/licence/address': {
    description: 'The licensee’s registered address, where the regulator asks for it (MGA).',
    examples: ['Level 1, St Julian’s, Malta'],
  },
  'jurisdiction/licence/url': {
    description: 'The licence’s entry in the regulator’s public register; without it the regulator’s site is linked.',
    examples: ['https://www.gamblingcommission.gov.uk/public-register'],
  },
  'jurisdiction/minimumAge': {
    description: 'The site’s minimum age: the regulator’s when unset, never below it (config-lint minimum-age).',
    examples: [21],
  },
  'jurisdiction/helpline': {
    description: 'The problem-gambling helpline the compliance footer shows.',
    examples: [{ name: 'National Gambling Helpline (GamCare)', phone: '0808 8020 133', url: 'https://www.gamcare.org.uk/' }],
  },
  'jurisdiction/helpline/name': { description: 'The helpline’s name.', examples: ['National Gambling Helpline (GamCare)'] },
  'jurisdiction/helpline/phone': { description: 'Its phone number, as dialled in the market.', examples: ['0808 8020 133'] },
  'jurisdiction/helpline/url': { description: 'Its web site.', examples: ['https://www.gamcare.org.uk/'] },
  'jurisdiction/seal': {
    description: 'The regulator’s seal and where it leads (Curaçao requires it on the landing page: config-lint licence-data).',
    examples: [{ image: '/compliance/curacao-seal-demo.svg', href: 'https://www.gamingcontrolcuracao.org/' }],
  },
  'jurisdiction/seal/image': {
    description: 'The seal’s image: a site path under public/, or the regulator’s https URL (add its origin to IMG_ORIGINS).',
    examples: ['/compliance/curacao-seal-demo.svg'],
  },
  'jurisdiction/seal/script': {
    description:
      'The regulator’s live seal script (Curaçao): only from an origin the regulator’s data lists (config-lint seal-origin); the page’s CSP then admits that origin, and a seal that cannot load leaves the static seal (docs/compliance.md "The live seal").',
    examples: ['https://cert-gcb.cv/seal.js'],
  },
  'jurisdiction/seal/href': { description: 'The regulator’s validation page for this licence or domain.', examples: ['https://www.gamingcontrolcuracao.org/'] },
  'jurisdiction/realityCheckMinutes': {
    description:
      'Minutes of a signed-in session before the reality check: the regulator’s default when unset, within its range (config-lint reality-check-interval).',
    examples: [60],
  },
  // jurisdiction packs (issue 52)
  'jurisdiction/registrationLimits': {
    description: 'Which limits the registration form offers the player (Ontario: deposit and time limits; config-lint jurisdiction-pack).',
    examples: [{ deposit: true, time: true }],
  },
  'jurisdiction/registrationLimits/deposit': { description: 'Registration offers a deposit limit.', examples: [true] },
  'jurisdiction/registrationLimits/time': { description: 'Registration offers a time (session) limit.', examples: [true] },
  'jurisdiction/limitIncreaseWaitHours': {
    description: 'Hours before a player’s request to relax a limit takes effect (Ontario: at least 24; config-lint jurisdiction-pack).',
    examples: [24],
  },
  'jurisdiction/selfExclusionAllBrands': {
    description:
      'Whether a self-exclusion on this brand applies to all of the licensee’s brands (MGA asks every brand to answer; config-lint jurisdiction-pack).',
    examples: [true],
  },
  'jurisdiction/marketingConsent': {
    description:
      'Marketing consent asked at registration per product and per channel: RegisterForm shows one checkbox per pair, all unticked (UKGC from 2025-05-01; config-lint jurisdiction-pack).',
    examples: [{ products: ['sports', 'casino'], channels: ['email', 'sms', 'phone', 'post'] }],
  },
  'jurisdiction/marketingConsent/products': {
    description: 'The products the brand offers and may market: one row of the consent grid each.',
    examples: [['sports', 'casino']],
  },
  'jurisdiction/marketingConsent/channels': {
    description: 'The channels the brand may market by: one column of the consent grid each.',
    examples: [['email', 'sms', 'phone', 'post']],
  },
  // issue 52 part 2
  'jurisdiction/tagline': {
    description:
      'The regulator’s mandated tagline in its exact wording, shown in the compliance footer (PAGCOR; config-lint jurisdiction-pack checks the wording).',
    examples: ['Gaming is for 21 years old and above only. Keep it fun. Game responsibly.'],
  },
  'jurisdiction/saferGamblingMessages': {
    description: 'The safer-gambling messages the tagline strip shows, one a day in turn (UKGC; config-lint jurisdiction-pack asks for the set).',
    examples: [['Set a deposit limit: you decide what you spend.', 'Take a break whenever you need one.']],
  },
};
