import type { SiteJurisdiction } from '../../config/jurisdiction.ts';

export type AfterSignupStep = 'deposit-limit' | 'rg-information';

/** What sign-up asks or shows once the account exists, in order: nothing where the regulator asks nothing. */
export function afterSignupSteps(jurisdiction: SiteJurisdiction | undefined): AfterSignupStep[] {
  const steps: AfterSignupStep[] = [];
  if (jurisdiction?.depositLimitPrompt) steps.push('deposit-limit');
  if (jurisdiction?.rgInformation?.afterRegistration) steps.push('rg-information');
  return steps;
}
