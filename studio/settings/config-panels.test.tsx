// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Edit } from '../../engine/studio/contract.ts';
import { BrandCopyEditor } from './BrandCopyEditor.tsx';
import { RoutesEditor } from './RoutesEditor.tsx';
import type { SettingsScope } from './template-values.ts';
import { summary } from './test-fixtures.ts';

afterEach(cleanup);

function scopeOf(
  own: Record<string, unknown>,
  merged: Record<string, unknown> = own,
  readOnly = false,
  problems: Record<string, string[]> = {},
): SettingsScope {
  return { layers: { own, merged, extendsBase: true }, readOnly, set: () => undefined, problemsAt: (pointer) => problems[pointer] ?? [] };
}

const template = summary('casino1', {
  routes: [
    { path: '/', page: 'home' },
    { path: '/slots', page: 'slots' },
    { path: '/winners', page: 'leaderboard' },
  ],
});

describe('RoutesEditor', () => {
  const own = { routes: { '/winners': { page: 'leaderboard', guard: 'none' }, '/sabong': { hidden: true } } };

  it('lists the routes, removes an own route, hides a shared one, shows a hidden one again', () => {
    const onEdit = vi.fn<(e: Edit) => void>();
    render(<RoutesEditor template={template} pages={['home', 'leaderboard']} scope={scopeOf(own)} onEdit={onEdit} />);
    const table = screen.getByRole('table', { name: 'Routes of the template' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    fireEvent.click(screen.getByRole('button', { name: 'Remove /winners' }));
    fireEvent.click(screen.getByRole('button', { name: 'Hide /slots' }));
    fireEvent.click(screen.getByRole('button', { name: 'Show /sabong again' }));
    expect(onEdit.mock.calls.map((c) => c[0])).toEqual([
      { op: 'setTemplate', template: 'casino1', pointer: '/routes/~1winners' },
      { op: 'setTemplate', template: 'casino1', pointer: '/routes/~1slots', value: { hidden: true } },
      { op: 'setTemplate', template: 'casino1', pointer: '/routes/~1sabong' },
    ]);
  });

  it('adds a route with its page and guard; a bad path is refused on the field, not sent', () => {
    const onEdit = vi.fn<(e: Edit) => void>();
    render(<RoutesEditor template={template} pages={['home', 'leaderboard']} scope={scopeOf({})} onEdit={onEdit} />);
    const form = screen.getByRole('form', { name: 'Add a route' });
    fireEvent.change(within(form).getByLabelText('Path'), { target: { value: 'Promo' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add route' }));
    expect(screen.getByRole('alert').textContent).toMatch(/one "\/"/);
    expect(onEdit).not.toHaveBeenCalled();
    fireEvent.change(within(form).getByLabelText('Path'), { target: { value: '/promo' } });
    fireEvent.change(within(form).getByLabelText('Page'), { target: { value: 'leaderboard' } });
    fireEvent.change(within(form).getByLabelText('Who may open it'), { target: { value: 'auth' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add route' }));
    expect(onEdit).toHaveBeenCalledWith({ op: 'setTemplate', template: 'casino1', pointer: '/routes/~1promo', value: { page: 'leaderboard', guard: 'auth' } });
  });

  it('shows the lint problems of the routes and offers no change to a read-only role', () => {
    render(
      <RoutesEditor
        template={template}
        pages={['home']}
        scope={scopeOf(own, own, true, { '/routes': ['Error (brand-routes): no page "x"'] })}
        onEdit={vi.fn()}
      />,
    );
    expect(screen.getByText('Error (brand-routes): no page "x"')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('form')).toBeNull();
  });
});

describe('BrandCopyEditor', () => {
  const messages = { 'winners.title': { EN: 'Winners', PHP: 'Mga nanalo' }, tagline: { EN: 'Play' } };

  it('shows the copy side by side in the offered languages and marks the missing ones', () => {
    render(<BrandCopyEditor templateKey="casino1" offered={['EN', 'PHP', 'CN']} scope={scopeOf({ messages })} onEdit={vi.fn()} />);
    const table = screen.getByRole('table', { name: 'Brand copy by language' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Key', 'English (EN)', 'Filipino (PHP)', '简体中文 (CN)']);
    expect(screen.getByLabelText<HTMLInputElement>('winners.title in Filipino').value).toBe('Mga nanalo');
    const tagline = within(table).getByRole('rowheader', { name: /tagline/ });
    expect(tagline.textContent).toContain('missing: PHP, CN');
    expect(screen.getByLabelText<HTMLInputElement>('tagline in Filipino').placeholder).toBe('missing (reads English)');
    fireEvent.change(screen.getByLabelText('Show a language no site of this template records'), { target: { value: 'RUS' } });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toContain('Русский (RUS)');
    expect(screen.getByLabelText('tagline in Русский')).toBeTruthy();
  });

  it('writes a text per language, adds a key with its English, refuses a bad key', () => {
    const onEdit = vi.fn<(e: Edit) => void>();
    render(<BrandCopyEditor templateKey="casino1" offered={['EN', 'PHP']} scope={scopeOf({ messages })} onEdit={onEdit} />);
    const fil = screen.getByLabelText('tagline in Filipino');
    fireEvent.change(fil, { target: { value: 'Maglaro' } });
    fireEvent.blur(fil);
    expect(onEdit).toHaveBeenLastCalledWith({ op: 'setTemplate', template: 'casino1', pointer: '/messages/tagline/PHP', value: 'Maglaro' });
    const form = screen.getByRole('form', { name: 'Add brand copy' });
    fireEvent.change(within(form).getByLabelText('Key'), { target: { value: 'bad key' } });
    fireEvent.change(within(form).getByLabelText('English text'), { target: { value: 'Hello' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add copy' }));
    expect(screen.getByRole('alert').textContent).toMatch(/dot-separated/);
    fireEvent.change(within(form).getByLabelText('Key'), { target: { value: 'promo.title' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add copy' }));
    expect(onEdit).toHaveBeenLastCalledWith({ op: 'setTemplate', template: 'casino1', pointer: '/messages/promo.title/EN', value: 'Hello' });
  });
});
