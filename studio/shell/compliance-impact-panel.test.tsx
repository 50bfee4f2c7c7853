// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ComplianceImpactAnswer, ImpactBreach } from '../../schemas/operator-api/compliance-impact.ts';
import { ComplianceImpactPanel } from './ComplianceImpactPanel.tsx';

afterEach(cleanup);

const BREACH: ImpactBreach = {
  template: 'casino11',
  rule: 'ontario-no-public-bonus-advertising (AGCO)',
  from: '2022-04-04',
  file: 'pages/promotions.json',
  pointer: '/root/children/1',
  line: 12,
  message: 'PromotionsList is shown to logged-out visitors (/promotions)',
  fix: 'show PromotionsList to signed-in players only',
};

const ANSWER: ComplianceImpactAnswer = {
  today: '2022-03-01',
  date: '2022-05-01',
  revision: 'abcdef0123456789',
  rules: [
    {
      id: 'ontario-no-public-bonus-advertising',
      regulator: 'AGCO',
      from: '2022-04-04',
      summary: 'no bonus advertising to the public',
      source: { document: 'Registrar’s Standards for Internet Gaming', section: 'Standard 2.05' },
      confirmed: false,
    },
  ],
  breaches: [BREACH],
  brands: [
    { template: 'casino1', regulator: 'PAGCOR' },
    { template: 'casino11', regulator: 'AGCO' },
    { template: 'slot2', regulator: 'MGA' },
  ],
};

describe('ComplianceImpactPanel', () => {
  it('asks for the picked day and shows per brand the rules starting and what breaks them; a pointer opens the breach', async () => {
    const asked: string[] = [];
    const opened: ImpactBreach[] = [];
    render(
      <ComplianceImpactPanel
        load={async (date) => {
          asked.push(date);
          return ANSWER;
        }}
        onOpen={(b) => opened.push(b)}
        initialDate="2022-06-01"
      />,
    );
    fireEvent.change(screen.getByLabelText('Rules in force by'), { target: { value: '2022-05-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show impact' }));
    const brand = await screen.findByRole('region', { name: 'casino11 compliance impact' });
    expect(asked).toEqual(['2022-05-01']);
    expect(within(brand).getByRole('heading', { level: 3 }).textContent).toBe('casino11 (AGCO) 1 breach');
    expect(within(brand).getByRole('list', { name: 'Rules starting for casino11' }).textContent).toContain('not confirmed');
    expect(screen.queryByRole('region', { name: 'casino1 compliance impact' })).toBeNull();
    expect(screen.getByText(/2 other brands of yours: no rule of their regulator starts by then/)).toBeTruthy();
    fireEvent.click(within(brand).getByRole('button', { name: 'Open pages/promotions.json /root/children/1 in casino11' }));
    expect(opened).toEqual([BREACH]);
  });

  it('says when no rule starts by then, and shows a refusal as an alert', async () => {
    let fail = false;
    render(
      <ComplianceImpactPanel
        load={async (date) => {
          if (fail) throw new Error('date 2020-01-01 is before today (2022-03-01)');
          return { ...ANSWER, date, rules: [], breaches: [] };
        }}
        onOpen={() => {}}
        initialDate="2022-03-02"
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Show impact' }));
    expect(await screen.findByText('No rule of any regulator starts after 2022-03-01 and by 2022-03-02.')).toBeTruthy();
    fail = true;
    fireEvent.click(screen.getByRole('button', { name: 'Show impact' }));
    expect((await screen.findByRole('alert')).textContent).toContain('before today');
  });
});
