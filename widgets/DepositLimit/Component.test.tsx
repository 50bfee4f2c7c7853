// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { validatePage } from '../../schemas/generated/validators.js';
import { signedIn } from '../../src/auth/test-harness.tsx';
import { siteJurisdiction } from '../../src/config/jurisdiction.ts';
import { createRegistry } from '../../src/render/registry.ts';
import { widgetsNeeded } from '../../src/render/collect-loads.ts';
import { readySite } from '../../tests/unit/ready-site.ts';
import { renderInApp } from '../../tests/unit/render-in-app.tsx';
import { fakeApi } from '../_shared/games/test-harness.tsx';
import DepositLimit from './Component.tsx';
import widget from './index.ts';
import { defaults } from './schema.ts';

afterEach(cleanup);
beforeEach(signedIn);

const GET = '/api/settings/deposit_limit';
const SET = '/api/settings/set_deposit_limit';
const HOUR = 3_600_000;
const licence = { number: '000-1', licensee: 'Demo Ltd' };
const ukgc = () => {
  const site = readySite();
  return { ...site, template: { ...site.template, jurisdiction: siteJurisdiction({ regulator: 'ukgc', licence }) } };
};

function render(answers: Parameters<typeof fakeApi>[0]) {
  const { api, calls } = fakeApi(answers);
  return renderInApp(<DepositLimit props={defaults} path="p" className="" data={undefined} />, { site: ukgc(), api }).then(() => calls);
}

describe('DepositLimit', () => {
  it('has a props schema that rejects a wrong prop', () => {
    expect(validatePage({ version: 1, root: { widget: 'DepositLimit' } })).toBe(true);
    expect(validatePage({ version: 1, root: { widget: 'DepositLimit', props: { amount: 5 } } })).toBe(false);
  });

  it('applies only where the regulator asks for a deposit limit, so elsewhere its code is never loaded', () => {
    const registry = createRegistry([widget]);
    const tree = { widget: 'DepositLimit' };
    expect(widgetsNeeded(tree, registry, siteJurisdiction({ regulator: 'ukgc', licence }))).toEqual(['DepositLimit']);
    for (const regulator of ['mga', 'pagcor', 'curacao']) expect(widgetsNeeded(tree, registry, siteJurisdiction({ regulator, licence }))).toEqual([]);
    expect(widgetsNeeded(tree, registry, undefined)).toEqual([]);
  });

  it('shows the limit in force and a raise waiting out its cooling-off period', async () => {
    const at = Date.UTC(2026, 5, 2, 10, 30);
    await render({
      [GET]: {
        body: {
          statusCode: 1,
          value: { limit: { period: 'daily', amount: 50 }, pending: { period: 'weekly', amount: 1000, effective_at: at }, cooling_off_hours: 24 },
        },
      },
    });
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('Your deposit limit: PHP 50 a day');
    expect(status.textContent).toContain('Your new limit (PHP 1,000 a week) takes effect on');
    expect(screen.getByText(/a higher limit takes effect only after 24 hours/)).toBeTruthy();
  });

  it('changes it: the backend’s answer (a raise waiting) replaces what it shows', async () => {
    const raised = {
      limit: { period: 'daily', amount: 50 },
      pending: { period: 'daily', amount: 80, effective_at: Date.now() + 24 * HOUR },
      cooling_off_hours: 24,
    };
    const calls = await render({
      [GET]: { body: { statusCode: 1, value: { limit: null, pending: null, cooling_off_hours: 24 } } },
      [SET]: { body: { statusCode: 1, value: raised } },
    });
    expect((await screen.findByRole('status')).textContent).toBe('You have not set a deposit limit.');
    fireEvent.click(screen.getByRole('button', { name: 'Change limit' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Daily' }));
    fireEvent.change(screen.getByLabelText('Amount (PHP)'), { target: { value: '80' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Your new limit (PHP 80 a day) takes effect on'));
    expect(calls.find((c) => c.path === SET)?.body).toEqual({ account_id: 'demo', auth: 'tok', period: 'daily', amount: '80' });
    expect(screen.getByRole('button', { name: 'Change limit' })).toBeTruthy();
  });
});
