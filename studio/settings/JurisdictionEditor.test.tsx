// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StudioProblem } from '../../engine/studio/contract.ts';
import { JurisdictionEditor } from './JurisdictionEditor.tsx';
import type { SettingsScope } from './template-values.ts';

afterEach(cleanup);

const ontario = {
  jurisdiction: { regulator: 'ontario', licence: { number: 'AGCO-1', licensee: 'Demo Ltd' }, registrationLimits: { deposit: true } },
};
const timeNotSet: StudioProblem = {
  ruleId: 'jurisdiction-pack',
  severity: 'error',
  file: 'templates/casino11.json',
  line: 3,
  column: 5,
  pointer: '/jurisdiction/registrationLimits',
  message: 'ontario-time-limits-at-registration (AGCO): template casino11: /jurisdiction/registrationLimits/time is not set',
};

function show(own: Record<string, unknown>, problems: StudioProblem[] = [], fieldProblems: Record<string, string[]> = {}, readOnly = false) {
  const set = vi.fn<SettingsScope['set']>();
  const scope: SettingsScope = {
    layers: { own, merged: own, base: {}, extendsBase: false },
    readOnly,
    set,
    problemsAt: (pointer) => Object.entries(fieldProblems).flatMap(([p, m]) => (p === pointer || p.startsWith(`${pointer}/`) ? m : [])),
  };
  render(<JurisdictionEditor templateKey="casino11" scope={scope} problems={problems} today="2026-12-06" />);
  return set;
}

describe('JurisdictionEditor', () => {
  it('writes the licence fields at the pointers an operator writes by hand; emptied, a field is removed', () => {
    const set = show(ontario);
    const number = screen.getByLabelText('Licence number');
    expect((number as HTMLInputElement).value).toBe('AGCO-1');
    fireEvent.change(number, { target: { value: ' AGCO-2026-7 ' } });
    fireEvent.blur(number);
    expect(set).toHaveBeenLastCalledWith(['jurisdiction', 'licence', 'number'], 'AGCO-2026-7');
    const url = screen.getByLabelText('Licence in the register (https address)');
    fireEvent.change(url, { target: { value: 'https://www.agco.ca/x' } });
    fireEvent.keyDown(url, { key: 'Enter' });
    expect(set).toHaveBeenLastCalledWith(['jurisdiction', 'licence', 'url'], 'https://www.agco.ca/x');
    const licensee = screen.getByLabelText('Licensee');
    fireEvent.change(licensee, { target: { value: '' } });
    fireEvent.blur(licensee);
    expect(set).toHaveBeenLastCalledWith(['jurisdiction', 'licence', 'licensee'], undefined);
  });

  it('picks the regulator from the known jurisdictions; "No regulator" removes the block this template writes', () => {
    const set = show(ontario);
    const regulator = screen.getByLabelText('Regulator');
    expect(
      within(regulator)
        .getAllByRole('option')
        .map((o) => o.getAttribute('value')),
    ).toEqual(['', 'ukgc', 'mga', 'curacao', 'pagcor', 'ontario']);
    fireEvent.change(regulator, { target: { value: 'mga' } });
    expect(set).toHaveBeenLastCalledWith(['jurisdiction', 'regulator'], 'mga');
    fireEvent.change(regulator, { target: { value: '' } });
    expect(set).toHaveBeenLastCalledWith(['jurisdiction'], undefined);
  });

  it('lists the regulator’s rules in force with date, source and confirmation, and which this brand breaks', () => {
    show(ontario, [timeNotSet]);
    const list = screen.getByRole('list', { name: 'What AGCO requires on 2026-12-06' });
    const broken = within(list).getByRole('listitem', { name: 'ontario-time-limits-at-registration: broken' });
    expect(broken.textContent).toMatch(/in force from 2022-04-04/);
    expect(broken.textContent).toMatch(/not confirmed yet/);
    expect(broken.textContent).toMatch(/This brand breaks it: .*registrationLimits\/time is not set/);
    expect(within(broken).getByRole('link', { name: 'Registrar’s Standards for Internet Gaming (AGCO)' }).getAttribute('href')).toMatch(
      /^https:\/\/www\.agco\.ca\//,
    );
    expect(within(list).getByRole('listitem', { name: 'ontario-limits-at-registration: met' }).textContent).toMatch(/This brand meets it/);
  });

  it('shows the draft lint’s problems on the field they point at, and those of the block under the regulator', () => {
    show(ontario, [], {
      '/jurisdiction/licence/url': ['Error (schema): must match pattern "^https://[^\\s]+$"'],
      '/jurisdiction/licence': ['Error (licence-data): /jurisdiction/licence/url is missing'],
    });
    const url = screen.getByLabelText('Licence in the register (https address)');
    expect(url.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById('jurisdiction-licence-url-messages')?.textContent).toMatch(/must match pattern/);
    expect(document.getElementById('jurisdiction-regulator-messages')?.textContent).toMatch(/licence-data/);
    expect(document.getElementById('jurisdiction-regulator-messages')?.textContent).not.toMatch(/must match pattern/);
  });

  it('a template without a jurisdiction offers the regulators and no licence fields yet; a read-only role changes nothing', () => {
    const set = show({}, [], {}, true);
    expect((screen.getByLabelText('Regulator') as HTMLSelectElement).disabled).toBe(true);
    expect(screen.queryByLabelText('Licence number')).toBeNull();
    expect(set).not.toHaveBeenCalled();
  });
});
