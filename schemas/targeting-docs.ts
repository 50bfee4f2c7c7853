/**
 * Editors' help for the targeting fields (docs/targeting.md): a node's `when` rules, wherever a `when`
 * is written (a node, a template's node patch), and a template's `targeting` block.
 */
import type { FieldDoc } from './field-doc.ts';

export function whenTargetingDocs(at: string): Record<string, FieldDoc> {
  return {
    [`${at}/from`]: {
      description:
        "Show the node from this instant on (ISO date-time). Without `Z` or an offset it is the site's local time (the template's `targeting.timeZone`). The page cache ends at the edge, so it goes live on the first request after it.",
      examples: ['2026-12-24T18:00', '2026-12-24T10:00Z'],
    },
    [`${at}/until`]: {
      description: "Show the node until this instant (ISO date-time, exclusive); without an offset, the site's local time.",
      examples: ['2026-12-27T00:00'],
    },
    [`${at}/languages`]: { description: 'Only on pages in one of these language codes.', examples: [['EN', 'PHP']] },
    [`${at}/languages/[]`]: { description: 'A language code the site offers.', examples: ['EN'] },
    [`${at}/breakpoints`]: { description: "Only at one of these of the template's breakpoints.", examples: [['mobile']] },
    [`${at}/breakpoints/[]`]: { description: "A breakpoint name of the template's `breakpoints`.", examples: ['desktop'] },
    [`${at}/markets`]: {
      description:
        'Only for visitors in one of these countries (ISO 3166 codes), as the trusted header MARKET_HEADER names them; a request without one matches none.',
      examples: [['PH', 'MY']],
    },
    [`${at}/markets/[]`]: { description: 'An ISO 3166 alpha-2 country code.', examples: ['PH'] },
    [`${at}/currencies`]: { description: 'Only on sites whose currency (startup data) is one of these ISO 4217 codes.', examples: [['PHP']] },
    [`${at}/currencies/[]`]: { description: 'An ISO 4217 currency code.', examples: ['EUR'] },
    [`${at}/experiment`]: {
      description: "Only for visitors given this variant of one of the template's experiments (`targeting.experiments`).",
      examples: [{ id: 'home-hero', variant: 'b' }],
    },
    [`${at}/experiment/id`]: { description: 'The experiment, as `targeting.experiments` names it.', examples: ['home-hero'] },
    [`${at}/experiment/variant`]: { description: 'One of its variants.', examples: ['b'] },
    [`${at}/vip`]: {
      description:
        "Only for a signed-in player whose VIP level lies in [min, max] of the backend's ladder (schemas/api/vip-levels.ts: Bronze, Silver, Gold, Platinum, Diamond, Royal). Judged in the browser; the server's page never shows it (docs/targeting.md).",
      examples: [{ min: 'Gold' }, { min: 'Silver', max: 'Platinum' }],
    },
    [`${at}/vip/min`]: { description: 'The lowest VIP level it shows for (inclusive); none: the ladder’s first.', examples: ['Silver'] },
    [`${at}/vip/max`]: { description: 'The highest VIP level it shows for (inclusive); none: the ladder’s last.', examples: ['Platinum'] },
  };
}

export const templateTargetingDocs: Record<string, FieldDoc> = {
  targeting: {
    description: "The site's time zone (for `when` windows) and its experiments (docs/targeting.md).",
    examples: [{ timeZone: 'Asia/Manila', experiments: { 'home-hero': { a: 50, b: 50 } } }],
  },
  'targeting/timeZone': {
    description: 'The IANA time zone a `when` window without an offset is read in (default UTC).',
    examples: ['Asia/Manila', 'Europe/Malta'],
  },
  'targeting/experiments': {
    description:
      'Experiments by id: each maps its variants to integer weights summing to 100. A visitor is given one at random, kept in a cookie, and it is pushed to the dataLayer.',
    examples: [{ 'home-hero': { a: 50, b: 50 } }],
  },
  'targeting/experiments/*': { description: 'Variant name → weight (integers summing to 100).', examples: [{ control: 50, bold: 50 }] },
  'targeting/experiments/*/*': { description: 'The share of visitors given this variant, in percent.', examples: [50] },
};
