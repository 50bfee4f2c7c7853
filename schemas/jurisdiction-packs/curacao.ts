import type { JurisdictionPack } from '../jurisdiction-pack.ts';

const GCB = 'https://www.gamingcontrolcuracao.org/';
const EARLY = 'undated in issue 31; in force before the packs were introduced';

/** Curaçao: the Gaming Control Board's requirements of the front end, dated. */
export const curacaoPack = {
  id: 'curacao',
  regulator: 'Curaçao Gaming Control Board',
  short: 'GCB',
  version: 1,
  rules: [
    {
      id: 'curacao-seal-on-landing',
      from: '2020-01-01',
      source: { document: 'Curaçao Gaming Control Board: licensing and the digital seal', url: GCB },
      confirmed: false,
      note: EARLY,
      summary: 'the regulator’s live digital seal on the landing page of each approved domain',
      requires: { kind: 'widget', widget: 'ComplianceFooter', on: ['/'] },
      fix: 'add ComplianceFooter (with the seal) to the home page or its layout',
      checkedBy: 'compliance-block',
    },
    {
      id: 'curacao-seal-data',
      from: '2020-01-01',
      source: { document: 'Curaçao Gaming Control Board: licensing and the digital seal', url: GCB },
      confirmed: false,
      note: EARLY,
      summary: 'the seal’s image and validation link',
      requires: { kind: 'setting', setting: '/seal' },
      fix: 'set jurisdiction.seal',
      checkedBy: 'licence-data',
    },
  ],
} as const satisfies JurisdictionPack;
