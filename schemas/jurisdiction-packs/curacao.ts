import type { JurisdictionPack } from '../jurisdiction-pack.ts';

const GCB = 'https://www.gamingcontrolcuracao.org/';
const EARLY = 'undated in issue 31; in force before the packs were introduced';
const LOK = 'National Ordinance on Games of Chance (LOK) and the Curaçao Gaming Authority’s responsible-gaming requirements';
// issue 52 part 2: the new ordinance's entry into force, as we understood it
const LOK_NOTE = 'dated by the LOK’s entry into force as we understood it (24 December 2024); the section is to confirm';

/** Curaçao: the Gaming Control Board's requirements of the front end, dated. */
export const curacaoPack = {
  id: 'curacao',
  regulator: 'Curaçao Gaming Control Board',
  short: 'GCB',
  version: 2,
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
    // issue 52 part 2: the responsible-gambling elements
    {
      id: 'curacao-rg-footer',
      from: '2024-12-24',
      source: { document: LOK, section: 'responsible gaming: information on the website', url: GCB },
      confirmed: false,
      note: LOK_NOTE,
      summary: 'a link to the responsible-gaming page and the 18+ sign on every page',
      requires: { kind: 'widget', widget: 'ComplianceFooter', on: 'every-page' },
      fix: 'add ComplianceFooter (it carries the responsible-gaming link and the age sign) to the layout',
    },
    {
      id: 'curacao-help-link',
      from: '2024-12-24',
      source: { document: LOK, section: 'responsible gaming: self-assessment and help organisations', url: GCB },
      confirmed: false,
      note: LOK_NOTE,
      summary: 'a link to a help organisation with a self-test',
      requires: { kind: 'setting', setting: '/helpline/url' },
      fix: 'set jurisdiction.helpline with the name and url of a help organisation offering a self-test',
    },
  ],
} as const satisfies JurisdictionPack;
