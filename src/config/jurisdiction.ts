import type { JurisdictionConfig } from '../../schemas/jurisdiction.ts';
import { packOf } from '../../schemas/jurisdiction-packs/index.ts';
import { jurisdictionRules } from '../../schemas/jurisdictions.ts';

/** The reality check a site's signed-in players get: every `minutes`, changeable by them within the range where the rules allow. */
export interface RealityCheckRule {
  minutes: number;
  minMinutes: number;
  maxMinutes: number;
  playerMayChange: boolean;
}

/**
 * A site's jurisdiction as the compliance widgets read it: the template's licence data with the
 * regulator's requirements filled in (schemas/jurisdictions.ts). Resolved on the server with the
 * template, so the player's bundle carries none of the requirement tables.
 */
export interface SiteJurisdiction {
  regulator: string;
  regulatorName: string;
  regulatorUrl: string;
  licence: JurisdictionConfig['licence'];
  /** the template's, never below the regulator's (config-lint minimum-age keeps it so) */
  minimumAge: number;
  helpline?: NonNullable<JurisdictionConfig['helpline']>;
  seal?: NonNullable<JurisdictionConfig['seal']>;
  /** absent: the regulator has no reality-check rules and the template sets no interval */
  realityCheck?: RealityCheckRule;
  ageConfirmation: boolean;
  selfExclusionMonths: number[];
  /** registration and the first bet: absent where the regulator asks nothing (docs/compliance.md) */
  depositLimitPrompt?: { coolingOffHours: number };
  rgInformation?: { afterRegistration: boolean; beforeFirstBet: boolean };
  /** the time-outs the regulator lists, in hours (PlayerProtection offers these and no others) */
  timeOutHours: number[];
  /** the regulator's mandated tagline in its exact wording (ComplianceFooter shows it) */
  tagline?: string;
  /** GB's safer-gambling messages: RgTagline shows one a day in turn */
  saferGamblingMessages?: string[];
  /** GB: the products and channels the registration form asks marketing consent for, one checkbox per pair */
  marketingConsent?: NonNullable<JurisdictionConfig['marketingConsent']>;
  /** net position and session time on the game page (SessionStats): the regulator's pack has a rule asking for them (UKGC) */
  sessionStats?: boolean;
}

/** Whether any rule of the regulator's pack, whatever its dates, requires SessionStats: the widget shows before a rule is in force, never where none asks. */
function asksSessionStats(regulator: string): boolean {
  return packOf(regulator)?.rules.some((r) => r.requires.kind === 'widget' && r.requires.widget === 'SessionStats') === true;
}

export class UnknownJurisdictionError extends Error {}

export function siteJurisdiction(config: JurisdictionConfig): SiteJurisdiction {
  const rules = jurisdictionRules(config.regulator);
  if (!rules) throw new UnknownJurisdictionError(`unknown jurisdiction "${config.regulator}"`);
  const rc = rules.realityCheck;
  const own = config.realityCheckMinutes;
  const realityCheck: RealityCheckRule | undefined = rc
    ? { minutes: own ?? rc.defaultMinutes, minMinutes: rc.minMinutes, maxMinutes: rc.maxMinutes, playerMayChange: rc.playerMayChange }
    : own !== undefined
      ? { minutes: own, minMinutes: own, maxMinutes: own, playerMayChange: false }
      : undefined;
  return {
    regulator: rules.id,
    regulatorName: rules.regulator,
    regulatorUrl: rules.regulatorUrl,
    licence: config.licence,
    minimumAge: Math.max(config.minimumAge ?? rules.minimumAge, rules.minimumAge),
    ...(config.helpline ? { helpline: config.helpline } : {}),
    ...(config.seal ? { seal: config.seal } : {}),
    ...(realityCheck ? { realityCheck } : {}),
    ageConfirmation: rules.requires.some((r) => r.widget === 'AgeConfirmation'),
    selfExclusionMonths: [...rules.selfExclusionMonths],
    ...(rules.depositLimitPrompt ? { depositLimitPrompt: { coolingOffHours: rules.depositLimitPrompt.coolingOffHours } } : {}),
    ...(rules.rgInformation
      ? { rgInformation: { afterRegistration: rules.rgInformation.afterRegistration, beforeFirstBet: rules.rgInformation.beforeFirstBet } }
      : {}),
    timeOutHours: [...rules.timeOutHours],
    ...(config.tagline ? { tagline: config.tagline } : {}),
    ...(config.saferGamblingMessages ? { saferGamblingMessages: [...config.saferGamblingMessages] } : {}),
    ...(config.marketingConsent
      ? { marketingConsent: { products: [...config.marketingConsent.products], channels: [...config.marketingConsent.channels] } }
      : {}),
    ...(asksSessionStats(rules.id) ? { sessionStats: true } : {}),
  };
}
