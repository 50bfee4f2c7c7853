// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ComplianceSeenAnswer } from '../../schemas/compliance-seen.ts';
import { ComplianceSeenPanel } from './ComplianceSeenPanel.tsx';

afterEach(cleanup);

const ANSWER: ComplianceSeenAnswer = {
  series: [
    {
      site: 'casino1.example',
      page: '/',
      device: 'mobile',
      template: 'casino1',
      elements: { 'licence-statement': { views: 200, rendered: 200, visible: 150 }, 'rg-link': { views: 200, rendered: 200, visible: 196 } },
    },
  ],
  processes: { answered: 2, total: 2 },
  threshold: 0.95,
};

describe('ComplianceSeenPanel', () => {
  it('shows the share of page views that showed each element, flagging those below the threshold', async () => {
    const load = vi.fn(() => Promise.resolve(ANSWER));
    render(<ComplianceSeenPanel load={load} template="casino1" />);
    const table = await screen.findByRole('table', { name: /Compliance elements rendered and shown/ });
    const licence = within(table).getByRole('row', { name: /Licence statement/ });
    expect(licence.textContent).toContain('75 %');
    expect(licence.textContent).toContain('below threshold');
    const link = within(table).getByRole('row', { name: /Responsible-gambling link/ });
    expect(link.textContent).toContain('98 %');
    expect(link.textContent).toContain('ok');
    expect(screen.getByRole('status').textContent).toBe('1 element shown on fewer than 95 % of page views.');
    expect(screen.getByText(/2 of 2 player processes answered/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('says when no page view has reported yet, and when the figures cannot be read', async () => {
    render(<ComplianceSeenPanel load={() => Promise.resolve({ ...ANSWER, series: [] })} template={null} />);
    expect(await screen.findByText(/No reports yet for the sites you may view/)).toBeTruthy();
    cleanup();
    render(<ComplianceSeenPanel load={() => Promise.reject(new Error('offline'))} template={null} />);
    expect((await screen.findByRole('alert')).textContent).toContain('offline');
  });
});
