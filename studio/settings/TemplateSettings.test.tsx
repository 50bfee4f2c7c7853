// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Edit } from '../../engine/studio/contract.ts';
import { mergeChain } from '../../src/config/resolve-template.ts';
import { problemsOf } from '../../engine/lint/rule-tester.ts';
import { rule as contrastRule } from '../../engine/lint/rules/colour-contrast/index.ts';
import { contrastRatio, parseColour } from '../../engine/project/css-colour.ts';
import { ratioFigure } from '../../engine/project/colour-contrast.ts';
import { TemplateSettings } from './TemplateSettings.tsx';
import { CASINO9, CATALOG, problem } from './test-fixtures.ts';
import type { TemplateSettingsProps } from '../panels.ts';

afterEach(cleanup);

const scheme = {
  bg: '#0b0b10',
  surface: '#16161d',
  surface2: '#202028',
  text: '#f5f5f5',
  muted: '#b0b0b0',
  primary: '#e8b923',
  onPrimary: '#111111',
  accent: '#4cb0e6',
  border: '#333333',
  radius: '10px',
};
const own = {
  version: 1,
  key: 'casino9',
  extends: 'casino1',
  label: 'Casino 9',
  schemes: { 'color1-1': { primary: '#e8b923', radius: '10px' } },
  breakpoints: { wide: 1800 },
};
const base = {
  schemes: { 'color1-1': { ...scheme, primary: '#ff0000', radius: undefined } },
  breakpoints: { mobile: 320, tablet: 768, desktop: 1024 },
  authEntry: { guardRedirect: { to: '/login' }, loginAction: 'route' },
};
const merged = {
  ...own,
  schemes: { 'color1-1': scheme },
  breakpoints: { ...base.breakpoints, ...own.breakpoints },
  authEntry: base.authEntry,
};

function show(props: Partial<TemplateSettingsProps> = {}) {
  const onEdit = vi.fn<(edit: Edit) => void>();
  render(
    <TemplateSettings
      catalog={CATALOG}
      template={CASINO9}
      merged={merged}
      own={own}
      base={base}
      onEdit={onEdit}
      permissions={{ edit: true, publish: false }}
      problems={[]}
      {...props}
    />,
  );
  return onEdit;
}

const type = (label: string, value: string) => {
  const input = screen.getByLabelText(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};

describe('colour scheme tokens', () => {
  it('a token edit emits setTemplate with a pointer into the template file', () => {
    const onEdit = show();
    type('text', '#ffffff');
    expect(onEdit).toHaveBeenCalledWith({ op: 'setTemplate', template: 'casino9', pointer: '/schemes/color1-1/text', value: '#ffffff' });
  });

  it('the colour picker commits its choice', () => {
    const onEdit = show();
    fireEvent.change(screen.getByLabelText('accent: colour picker'), { target: { value: '#00ff00' } });
    expect(onEdit).toHaveBeenCalledWith({ op: 'setTemplate', template: 'casino9', pointer: '/schemes/color1-1/accent', value: '#00ff00' });
  });

  it('a value that is not a colour is refused on the field and nothing is sent', () => {
    const onEdit = show();
    type('border', 'reddish');
    expect(onEdit).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toMatch(/not a CSS colour/);
    expect(screen.getByLabelText('border').getAttribute('aria-invalid')).toBe('true');
    // the swatch keeps the last good colour
    expect(screen.getByTestId('scheme-color1-1-border-swatch').style.background).toBe('rgb(51, 51, 51)');
  });

  it('radius and font are checked by the grammar lint uses (css-tree)', () => {
    const onEdit = show();
    type('radius', '4px;background:url(x)');
    expect(onEdit).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toMatch(/expected one non-negative CSS length/);
    type('radius', '0.5rem');
    expect(onEdit).toHaveBeenLastCalledWith({ op: 'setTemplate', template: 'casino9', pointer: '/schemes/color1-1/radius', value: '0.5rem' });
    // font is not written here and has no inherited value to clear
    type('font', '');
    type('radius', '');
    expect(onEdit).toHaveBeenLastCalledWith({ op: 'setTemplate', template: 'casino9', pointer: '/schemes/color1-1/radius' });
    type('font', "'Inter', sans-serif");
    expect(onEdit).toHaveBeenLastCalledWith({ op: 'setTemplate', template: 'casino9', pointer: '/schemes/color1-1/font', value: "'Inter', sans-serif" });
  });

  it('emptying an inherited optional token is refused: there is nothing of this template to remove', () => {
    const onEdit = show({ merged: { ...merged, schemes: { 'color1-1': { ...scheme, font: 'serif' } } } });
    type('font', '');
    expect(onEdit).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('this value is inherited: type one to override it here');
  });

  it('reset to inherited emits undefined for a token the template overrides; an inherited token offers none', () => {
    const onEdit = show();
    fireEvent.click(screen.getByRole('button', { name: 'Reset to inherited: color1-1 primary' }));
    expect(onEdit).toHaveBeenCalledWith({ op: 'setTemplate', template: 'casino9', pointer: '/schemes/color1-1/primary' });
    expect(onEdit.mock.calls[0]![0]).not.toHaveProperty('value');
    expect(screen.queryByRole('button', { name: /color1-1 text$/ })).toBeNull();
    // radius is written only here: removing it is a removal, not a reset
    expect(screen.getByRole('button', { name: 'Remove: color1-1 radius' })).toBeTruthy();
  });

  it('a lint problem pointing at a token shows on that field, also when it is located in a base file', () => {
    show({
      problems: [
        problem('/schemes/color1-1/text', 'text is below WCAG AA', 'site-configs/templates/casino1.json'),
        problem('/schemes/color1-2/text', 'elsewhere'),
      ],
    });
    const field = screen.getByLabelText('text');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(field.getAttribute('aria-describedby')!)?.textContent).toBe('Warning (colour-contrast): text is below WCAG AA');
    expect(screen.queryByText(/elsewhere/)).toBeNull();
  });

  it('draws a preview card from the tokens', () => {
    show();
    const card = screen.getByRole('figure', { name: 'Preview of color1-1' });
    expect(card.style.background).toBe('rgb(11, 11, 16)');
    const button = within(card).getByText('Primary button');
    expect(button.style.background).toBe('rgb(232, 185, 35)');
    expect(button.style.color).toBe('rgb(17, 17, 17)');
  });
});

describe('contrast badges show what colour-contrast judges', () => {
  // read from the repository root, where vitest runs
  const fixture = JSON.parse(readFileSync('engine/lint/rules/colour-contrast/fixtures/casino9.json', 'utf8')) as Record<string, unknown>;
  const read = (key: string) => JSON.parse(readFileSync(`site-configs/templates/${key}.json`, 'utf8')) as Record<string, unknown>;
  const mergedFixture = mergeChain([fixture, read('casino1'), read('_casino')]);
  const lint = problemsOf(contrastRule, { name: 'casino9 fixture', files: { 'site-configs/templates/casino9.json': JSON.stringify(fixture) } }).problems;

  it('a failing pair: the badge has lint figure and verdict', () => {
    show({ merged: mergedFixture, own: fixture });
    const list = screen.getByRole('list', { name: 'Contrast of color1-3' });
    const badge = within(list).getByText(/^text on bg:/);
    expect(badge.textContent).toBe('text on bg: 2.84:1 fails AA (needs 4.5:1)');
    const message = lint.find((p) => p.pointer === '/schemes/color1-3/text')?.message;
    expect(message).toContain(`bg #ffffff (${badge.getAttribute('data-ratio')}:1)`);
  });

  it('a passing pair: lint reports nothing and the badge shows the same ratio', () => {
    show({ merged: mergedFixture, own: fixture });
    const badge = within(screen.getByRole('list', { name: 'Contrast of color1-4' })).getByText(/^text on bg:/);
    expect(lint.some((p) => p.pointer === '/schemes/color1-4/text')).toBe(false);
    const figure = ratioFigure(contrastRatio(parseColour('#767676')!, parseColour('#ffffff')!));
    expect(figure).toBe('4.54');
    expect(badge.textContent).toBe(`text on bg: ${figure}:1 passes AA`);
  });
});

describe('breakpoints', () => {
  it('lists them ascending and edits a width', () => {
    const onEdit = show();
    const rows = screen.getAllByLabelText(/\(min px\)$/).map((i) => (i as HTMLInputElement).value);
    expect(rows).toEqual(['320', '768', '1024', '1800']);
    type('tablet (min px)', '800');
    expect(onEdit).toHaveBeenCalledWith({ op: 'setTemplate', template: 'casino9', pointer: '/breakpoints/tablet', value: 800 });
    type('desktop (min px)', 'wide');
    expect(onEdit).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alert').textContent).toMatch(/whole number/);
  });

  it('adds one, refusing a taken or malformed name', () => {
    const onEdit = show();
    const add = () => fireEvent.click(screen.getByRole('button', { name: 'Add breakpoint' }));
    fireEvent.change(screen.getByLabelText('New breakpoint name'), { target: { value: 'tablet' } });
    fireEvent.change(screen.getByLabelText('Min width (px)'), { target: { value: '900' } });
    add();
    expect(screen.getByRole('alert').textContent).toBe('there is a breakpoint tablet already');
    fireEvent.change(screen.getByLabelText('New breakpoint name'), { target: { value: 'tv 4k' } });
    add();
    expect(screen.getByRole('alert').textContent).toMatch(/a letter, then letters or digits/);
    fireEvent.change(screen.getByLabelText('New breakpoint name'), { target: { value: 'tv' } });
    fireEvent.change(screen.getByLabelText('Min width (px)'), { target: { value: '10000' } });
    add();
    expect(screen.getByRole('alert').textContent).toBe('between 0 and 9999 px');
    expect(onEdit).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Min width (px)'), { target: { value: '2560' } });
    add();
    expect(onEdit).toHaveBeenCalledWith({ op: 'setTemplate', template: 'casino9', pointer: '/breakpoints/tv', value: 2560 });
  });

  it('removes one the template alone writes; an inherited one cannot be removed here', () => {
    const onEdit = show();
    fireEvent.click(screen.getByRole('button', { name: 'Remove: breakpoint wide' }));
    expect(onEdit).toHaveBeenCalledWith({ op: 'setTemplate', template: 'casino9', pointer: '/breakpoints/wide' });
    expect(screen.queryByRole('button', { name: /breakpoint tablet$/ })).toBeNull();
  });
});

describe('auth entry and label', () => {
  it('edits the redirect path, the dialog, the delay and the login action', () => {
    const onEdit = show();
    type('A guest on a player page goes to', '//evil.example');
    expect(onEdit).not.toHaveBeenCalled();
    type('A guest on a player page goes to', '/signin');
    expect(onEdit).toHaveBeenLastCalledWith({ op: 'setTemplate', template: 'casino9', pointer: '/authEntry/guardRedirect/to', value: '/signin' });
    fireEvent.change(screen.getByLabelText('Then opens'), { target: { value: 'login' } });
    expect(onEdit).toHaveBeenLastCalledWith({ op: 'setTemplate', template: 'casino9', pointer: '/authEntry/guardRedirect/openModal', value: 'login' });
    type('After (ms)', '-5');
    expect(onEdit).toHaveBeenCalledTimes(2);
    type('After (ms)', '300');
    expect(onEdit).toHaveBeenLastCalledWith({ op: 'setTemplate', template: 'casino9', pointer: '/authEntry/guardRedirect/delayMs', value: 300 });
    fireEvent.change(screen.getByLabelText('Log in opens'), { target: { value: 'modal' } });
    expect(onEdit).toHaveBeenLastCalledWith({ op: 'setTemplate', template: 'casino9', pointer: '/authEntry/loginAction', value: 'modal' });
  });

  it('edits the label; emptied, it is no longer written', () => {
    const onEdit = show();
    type('Label', 'Casino Nine');
    expect(onEdit).toHaveBeenLastCalledWith({ op: 'setTemplate', template: 'casino9', pointer: '/label', value: 'Casino Nine' });
    type('Label', ' ');
    expect(onEdit).toHaveBeenLastCalledWith({ op: 'setTemplate', template: 'casino9', pointer: '/label' });
  });
});

describe('a viewer', () => {
  it('sees every field read-only and no reset or add', () => {
    const onEdit = show({ permissions: { edit: false, publish: false } });
    expect((screen.getByLabelText('text') as HTMLInputElement).readOnly).toBe(true);
    expect((screen.getByLabelText('text: colour picker') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText('Log in opens') as HTMLSelectElement).disabled).toBe(true);
    expect(screen.queryByRole('button')).toBeNull();
    type('text', '#000000');
    type('Label', 'Other');
    expect(onEdit).not.toHaveBeenCalled();
  });
});
