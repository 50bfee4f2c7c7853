import { describe, expect, it } from 'vitest';
import { siteJurisdiction } from '../../config/jurisdiction.ts';
import { afterSignupSteps } from './after-signup.ts';

const licence = { number: '1', licensee: 'Demo Ltd' };

describe('afterSignupSteps', () => {
  it('asks for a deposit limit under the UKGC, shows the RG information under the MGA, and nothing elsewhere', () => {
    expect(afterSignupSteps(siteJurisdiction({ regulator: 'ukgc', licence }))).toEqual(['deposit-limit']);
    expect(afterSignupSteps(siteJurisdiction({ regulator: 'mga', licence }))).toEqual(['rg-information']);
    expect(afterSignupSteps(siteJurisdiction({ regulator: 'pagcor', licence }))).toEqual([]);
    expect(afterSignupSteps(siteJurisdiction({ regulator: 'curacao', licence }))).toEqual([]);
    expect(afterSignupSteps(undefined)).toEqual([]);
  });
});
