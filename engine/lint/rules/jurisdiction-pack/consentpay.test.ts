import { expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../../../project/repo.ts';
import { RuleTester } from '../../rule-tester.ts';
import { rule } from './index.ts';

// consentpay: GB's consent grid at registration and the payment-method bans refuse a demo brand changed to break them
const UKGC = 'site-configs/templates/sportsbook1.json';
const UKGC_BASE = 'site-configs/templates/_sportsbook.json';
const PAGCOR = 'site-configs/templates/casino1.json';
const read = (rel: string) => readFileSync(join(REPO_ROOT, rel), 'utf8');
const changed = (rel: string, change: (template: Record<string, unknown> & { jurisdiction: Record<string, unknown> }) => void) => {
  const template = JSON.parse(read(rel)) as { jurisdiction: Record<string, unknown> } & Record<string, unknown>;
  change(template);
  return `${JSON.stringify(template, null, 2)}\n`;
};
const cashier = (methods: { kind: string; name: string }[]) => ({ pages: { deposit: { cashier: { props: { methods } } } } });

new RuleTester().run(rule, {
  valid: [
    { name: 'the demo brands: a consent grid on every GB registration, no banned payment method', lint: 'site-configs' },
    {
      name: 'a PAGCOR brand listing an e-wallet before the e-wallet rule starts',
      files: { [PAGCOR]: changed(PAGCOR, (t) => void (t['patches'] = cashier([{ kind: 'e-wallet', name: 'GCash' }]))) },
      lint: 'site-configs',
      now: Date.parse('2025-08-15T12:00:00Z'),
    },
  ],
  invalid: [
    {
      name: 'a GB brand whose consent grid lists no channel',
      files: { [UKGC]: changed(UKGC, (t) => void (t.jurisdiction['marketingConsent'] = { products: ['sports'], channels: [] })) },
      problems: [
        expect.objectContaining({
          file: UKGC,
          pointer: '/jurisdiction/marketingConsent/channels',
          message: expect.stringMatching(
            /^ukgc-marketing-consent-channel \(UKGC\): template sportsbook1: jurisdiction\.marketingConsent\.channels lists 0 item/,
          ),
        }),
      ],
      output: null,
    },
    {
      name: 'a GB brand that asks no marketing consent',
      files: { [UKGC]: changed(UKGC, (t) => void delete t.jurisdiction['marketingConsent']) },
      problems: [
        expect.objectContaining({
          file: UKGC,
          pointer: '/jurisdiction',
          message: expect.stringMatching(/^ukgc-marketing-consent-grid \(UKGC\): .*products is not set/),
        }),
        expect.objectContaining({
          file: UKGC,
          pointer: '/jurisdiction',
          message: expect.stringMatching(/^ukgc-marketing-consent-channel \(UKGC\): .*channels is not set/),
        }),
      ],
      output: null,
    },
    {
      name: 'a GB brand whose registration page drops the RegisterForm (and with it the grid)',
      files: { [UKGC]: changed(UKGC, (t) => void (t['patches'] = { structure: { pages: { register: [{ remove: 'register-form' }] } } })) },
      lint: 'site-configs',
      problems: [
        expect.objectContaining({
          file: UKGC,
          pointer: '/jurisdiction/regulator',
          message: expect.stringMatching(/^ukgc-marketing-consent-register \(UKGC\): template sportsbook1: RegisterForm is missing on \/register/),
        }),
      ],
      output: null,
    },
    {
      name: 'a GB brand whose cashier lists a credit card',
      files: {
        [UKGC_BASE]: changed(
          UKGC_BASE,
          (t) =>
            void (t['patches'] = cashier([
              { kind: 'debit-card', name: 'Visa Debit' },
              { kind: 'credit-card', name: 'Amex' },
            ])),
        ),
      },
      lint: 'site-configs',
      // one report where the list is written: the four GB brands share it
      problems: [
        expect.objectContaining({
          file: UKGC_BASE,
          pointer: '/patches/pages/deposit/cashier/props/methods',
          message: expect.stringMatching(
            /^ukgc-no-credit-cards \(UKGC\): template sportsbook\d: CashierPanel\.methods lists Amex \(credit-card\) \(\/deposit\)/,
          ),
        }),
      ],
      output: null,
    },
    {
      name: 'a PAGCOR brand whose cashier lists an e-wallet',
      files: { [PAGCOR]: changed(PAGCOR, (t) => void (t['patches'] = cashier([{ kind: 'e-wallet', name: 'GCash' }]))) },
      lint: 'site-configs',
      now: Date.parse('2025-08-16T12:00:00Z'),
      problems: [
        expect.objectContaining({
          message: expect.stringMatching(/^pagcor-no-e-wallet-links \(PAGCOR\): template casino1: CashierPanel\.methods lists GCash \(e-wallet\)/),
        }),
      ],
      output: null,
    },
  ],
});
