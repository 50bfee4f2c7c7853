// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SiteSummary } from '../../engine/studio/contract.ts';
import { SchemesEditor } from './SchemesEditor.tsx';
import type { SettingsScope } from './template-values.ts';

afterEach(cleanup);

const dark = {
  bg: '#0f0d16',
  surface: '#181622',
  surface2: '#232131',
  text: '#f4f5f8',
  muted: '#b4bac8',
  primary: '#d8f425',
  onPrimary: '#111111',
  accent: '#4c85e6',
  border: '#353248',
};

function show(
  own: Record<string, unknown>,
  merged: Record<string, unknown>,
  sites: SiteSummary[] = [],
  readOnly = false,
  problems: Record<string, string[]> = {},
) {
  const set = vi.fn<SettingsScope['set']>();
  const scope: SettingsScope = {
    layers: { own, merged, base: {}, extendsBase: false },
    readOnly,
    set,
    problemsAt: (pointer) => Object.entries(problems).flatMap(([p, m]) => (p === pointer || p.startsWith(`${pointer}/`) ? m : [])),
  };
  render(<SchemesEditor scope={scope} sites={sites} templateKey="casino1" layout="template1" listProblems={problems['/schemes'] ?? []} />);
  return set;
}

describe('SchemesEditor', () => {
  it('adds a scheme as a copy of the one picked, written whole under its name', () => {
    const schemes = { 'color1-1': dark, 'color1-2': { ...dark, primary: '#2cf425' } };
    const set = show({ schemes }, { schemes });
    const form = screen.getByRole('form', { name: 'Add a scheme' });
    fireEvent.change(within(form).getByLabelText('Scheme name'), { target: { value: 'color1-6' } });
    fireEvent.change(within(form).getByLabelText('Colours from'), { target: { value: 'color1-2' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add scheme' }));
    expect(set).toHaveBeenCalledWith(['schemes', 'color1-6'], { ...dark, primary: '#2cf425' });
  });

  it('refuses a name that is taken or not a theme_color name, on the field', () => {
    const schemes = { 'color1-1': dark };
    const set = show({ schemes }, { schemes });
    const name = screen.getByLabelText('Scheme name');
    fireEvent.change(name, { target: { value: 'color1-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add scheme' }));
    expect(screen.getByRole('alert').textContent).toMatch(/already/);
    fireEvent.change(name, { target: { value: 'Dark Mode' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add scheme' }));
    expect(screen.getByRole('alert').textContent).toMatch(/lower-case/);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(set).not.toHaveBeenCalled();
  });

  it('removes a scheme only this template writes and no site wears; an inherited one has no Remove', () => {
    const own = { schemes: { 'color1-1': dark, 'color1-2': dark } };
    const merged = { schemes: { 'color1-1': dark, 'color1-2': dark, 'color9-9': dark } };
    const set = show(own, merged, [{ domain: 'casino1.localhost', theme_code: 'casino1', theme_color: 'color1-1' }]);
    expect(screen.queryByRole('button', { name: 'Remove scheme color1-1' })).toBeNull();
    expect(screen.getByText(/Worn by casino1\.localhost/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove scheme color9-9' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remove scheme color1-2' }));
    expect(set).toHaveBeenCalledWith(['schemes', 'color1-2']);
  });

  it('shows each scheme’s text-on-background and button-text contrast, with the AA warning below 4.5:1', () => {
    const low = { ...dark, text: '#333333', onPrimary: '#dddddd' };
    const schemes = { low };
    show({ schemes }, { schemes });
    const list = screen.getByRole('list', { name: 'Contrast of low' });
    expect(within(list).getByText(/^text on bg: 1\.\d\d:1 fails AA \(needs 4\.5:1\)$/)).toBeTruthy();
    expect(within(list).getByText(/^onPrimary on primary: 1\.\d\d:1 fails AA/)).toBeTruthy();
  });

  it('says which names the layout takes, and shows colour-schemes’ problem on the scheme it names, not on its tokens', () => {
    const schemes = { 'color1-1': dark, 'color1-9': { ...dark, text: '#222222' } };
    show({ schemes }, { schemes }, [], false, {
      '/schemes/color1-9': ['Error (colour-schemes): template casino1: scheme "color1-9" is not one of color1-1, …'],
      '/schemes/color1-9/text': ['Warning (colour-contrast): text #222222 is below WCAG AA'],
      '/schemes': ['Error (colour-schemes): template casino1 is missing colour schemes color1-2, …'],
    });
    expect(screen.getByText(/Layout template1 takes exactly color1-1, color1-2, color1-3, color1-4, color1-5/)).toBeTruthy();
    expect((screen.getByLabelText('Scheme name') as HTMLInputElement).placeholder).toBe('color1-2');
    expect(document.getElementById('scheme-color1-9-messages')?.textContent).toBe(
      'Error (colour-schemes): template casino1: scheme "color1-9" is not one of color1-1, …',
    );
    expect(document.getElementById('settings-schemes-messages')?.textContent).toMatch(/missing colour schemes/);
    expect(document.getElementById('scheme-color1-9-text-messages')?.textContent).toMatch(/colour-contrast/);
  });

  it('offers no add or remove to a read-only role', () => {
    const schemes = { 'color1-1': dark };
    show({ schemes }, { schemes }, [], true);
    expect(screen.queryByRole('form', { name: 'Add a scheme' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Remove scheme/ })).toBeNull();
  });
});
