import type { JurisdictionPack } from '../jurisdiction-pack.ts';

const STANDARDS = 'Registrar’s Standards for Internet Gaming (AGCO)';
const URL = 'https://www.agco.ca/en/lottery-and-gaming/guides/registrars-standards-internet-gaming';
// iGaming Ontario's market opened on 2022-04-04: the standards apply from then
const OPENED = 'dated from the opening of the regulated market (2022-04-04); the section numbers are to confirm';

/** Ontario: the AGCO's Registrar’s Standards for Internet Gaming (iGaming Ontario's market), dated. */
export const ontarioPack = {
  id: 'ontario',
  regulator: 'Alcohol and Gaming Commission of Ontario / iGaming Ontario',
  short: 'AGCO',
  version: 1,
  rules: [
    {
      id: 'ontario-limits-at-registration',
      from: '2022-04-04',
      source: { document: STANDARDS, section: 'Standard 2.18 (player limits offered at registration)', url: URL },
      confirmed: false,
      note: OPENED,
      summary: 'deposit limits offered at registration',
      requires: { kind: 'setting', setting: '/registrationLimits/deposit', equals: true },
      fix: 'set jurisdiction.registrationLimits.deposit to true',
    },
    {
      id: 'ontario-time-limits-at-registration',
      from: '2022-04-04',
      source: { document: STANDARDS, section: 'Standard 2.18 (player limits offered at registration)', url: URL },
      confirmed: false,
      note: OPENED,
      summary: 'time limits offered at registration',
      requires: { kind: 'setting', setting: '/registrationLimits/time', equals: true },
      fix: 'set jurisdiction.registrationLimits.time to true',
    },
    {
      id: 'ontario-limit-relax-wait',
      from: '2022-04-04',
      source: { document: STANDARDS, section: 'Standard 2.18 (a limit relaxed after 24 hours)', url: URL },
      confirmed: false,
      note: OPENED,
      summary: 'a 24-hour wait before a limit is relaxed',
      requires: { kind: 'setting', setting: '/limitIncreaseWaitHours', min: 24 },
      fix: 'set jurisdiction.limitIncreaseWaitHours to 24 or more',
    },
    {
      id: 'ontario-no-public-bonus-advertising',
      from: '2022-04-04',
      source: { document: STANDARDS, section: 'Standard 2.05 (no advertising of inducements or bonuses to the public)', url: URL },
      confirmed: false,
      note: OPENED,
      summary: 'no bonus advertising to the public: promotions are shown to signed-in players only',
      requires: { kind: 'hidden-from-visitors', widget: 'PromotionsList' },
      fix: 'give the PromotionsList node `"when": { "auth": "player" }`',
    },
  ],
} as const satisfies JurisdictionPack;
