// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Edit } from '../../engine/studio/contract.ts';
import { TargetingEditor } from './TargetingEditor.tsx';
import type { SettingsScope } from './template-values.ts';

afterEach(cleanup);

const targeting = { timeZone: 'Asia/Manila', experiments: { 'hero-test': { a: 60, b: 30 } } };
const scope: SettingsScope = {
  layers: { own: { targeting }, merged: { targeting }, extendsBase: false },
  readOnly: false,
  set: () => undefined,
  problemsAt: (p) => (p === '/targeting/experiments/hero-test' ? ['Error (experiment-weights): weights sum to 90'] : []),
};

describe('TargetingEditor', () => {
  it('shows the sum of the weights and the lint problem, and writes a weight and the time zone', () => {
    const onEdit = vi.fn<(e: Edit) => void>();
    render(<TargetingEditor templateKey="casino1" scope={scope} onEdit={onEdit} />);
    const group = screen.getByRole('group', { name: 'Experiment hero-test' });
    expect(within(group).getByRole('status').textContent).toBe('Weights sum to 90: they must sum to 100.');
    expect(within(group).getByText('Error (experiment-weights): weights sum to 90')).toBeTruthy();
    const b = screen.getByLabelText('hero-test: weight of b');
    fireEvent.change(b, { target: { value: '40' } });
    fireEvent.blur(b);
    expect(onEdit).toHaveBeenLastCalledWith({ op: 'setTemplate', template: 'casino1', pointer: '/targeting/experiments/hero-test', value: { a: 60, b: 40 } });
    const zone = screen.getByLabelText('Time zone (IANA, e.g. Asia/Manila)');
    fireEvent.change(zone, { target: { value: 'Europe/Madrid' } });
    fireEvent.blur(zone);
    expect(onEdit).toHaveBeenLastCalledWith({ op: 'setTemplate', template: 'casino1', pointer: '/targeting/timeZone', value: 'Europe/Madrid' });
  });

  it('adds an experiment 50/50, refuses a bad name, removes one', () => {
    const onEdit = vi.fn<(e: Edit) => void>();
    render(<TargetingEditor templateKey="casino1" scope={scope} onEdit={onEdit} />);
    const form = screen.getByRole('form', { name: 'Add an experiment' });
    fireEvent.change(within(form).getByLabelText('Experiment name'), { target: { value: 'Bad Name' } });
    fireEvent.click(within(form).getByRole('button'));
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(onEdit).not.toHaveBeenCalled();
    fireEvent.change(within(form).getByLabelText('Experiment name'), { target: { value: 'cta-colour' } });
    fireEvent.click(within(form).getByRole('button'));
    expect(onEdit).toHaveBeenLastCalledWith({ op: 'setTemplate', template: 'casino1', pointer: '/targeting/experiments/cta-colour', value: { a: 50, b: 50 } });
    fireEvent.click(screen.getByRole('button', { name: 'Remove experiment hero-test' }));
    expect(onEdit).toHaveBeenLastCalledWith({ op: 'setTemplate', template: 'casino1', pointer: '/targeting/experiments/hero-test' });
  });
});
