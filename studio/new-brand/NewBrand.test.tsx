// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Edit } from '../../engine/studio/contract.ts';
import { CATALOG } from '../settings/test-fixtures.ts';
import { NewBrand } from './NewBrand.tsx';
import { newKeyProblem, suggestedKey } from './key-check.ts';

afterEach(cleanup);

function show(edit = true) {
  const onEdit = vi.fn<(edit: Edit) => void>();
  render(
    <main>
      <button type="button">Elsewhere</button>
      <NewBrand catalog={CATALOG} onEdit={onEdit} permissions={{ edit, publish: false }} />
    </main>,
  );
  return onEdit;
}

const open = () => fireEvent.click(screen.getByRole('button', { name: 'New brand…' }));
const key = (value: string) => fireEvent.change(screen.getByLabelText('Key (its theme_code)'), { target: { value } });
const create = () => fireEvent.click(screen.getByRole('button', { name: 'Create template' }));

describe('key check', () => {
  it('is clone-template’s: lowercase letters then digits, and not taken', () => {
    expect(newKeyProblem('casino10', CATALOG.templates)).toBeNull();
    expect(newKeyProblem('Casino10', CATALOG.templates)).toBe('"Casino10" is not a template key: lowercase letters then digits, e.g. slot10');
    expect(newKeyProblem('casino', CATALOG.templates)).toMatch(/not a template key/);
    expect(newKeyProblem('10casino', CATALOG.templates)).toMatch(/not a template key/);
    expect(newKeyProblem('casino9', CATALOG.templates)).toBe('there is a template casino9 already');
    expect(newKeyProblem('', CATALOG.templates)).toBe('a key is required');
  });
  it('suggests the first free key of the family', () => {
    expect(suggestedKey('casino1', CATALOG.templates)).toBe('casino2');
    expect(suggestedKey('_casino', CATALOG.templates)).toBe('casino2');
  });
});

describe('NewBrand', () => {
  it('is a labelled modal that explains the clone extends its source', () => {
    show();
    open();
    const dialog = screen.getByRole('dialog', { name: 'New brand' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByText(/writes only what you change/).closest('p')?.id).toBe(dialog.getAttribute('aria-describedby'));
    // the page behind is inert while it is open
    expect(screen.getByText('Elsewhere').closest('[inert]')).not.toBeNull();
  });

  it('refuses a malformed key and a taken key on the field, then sends cloneTemplate', () => {
    const onEdit = show();
    open();
    key('My Brand');
    create();
    expect(screen.getByRole('alert').textContent).toBe('"My Brand" is not a template key: lowercase letters then digits, e.g. slot10');
    expect(screen.getByLabelText('Key (its theme_code)').getAttribute('aria-invalid')).toBe('true');
    key('casino1');
    create();
    expect(screen.getByRole('alert').textContent).toBe('there is a template casino1 already');
    expect(onEdit).not.toHaveBeenCalled();
    key('casino10');
    create();
    expect(onEdit).toHaveBeenCalledWith({ op: 'cloneTemplate', from: 'casino1', key: 'casino10' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('sends the source, label and layout chosen (a family base too)', () => {
    const onEdit = show();
    open();
    fireEvent.change(screen.getByLabelText('Start from'), { target: { value: '_casino' } });
    key('casino20');
    fireEvent.change(screen.getByLabelText('Label (optional)'), { target: { value: 'Lucky Star' } });
    fireEvent.change(screen.getByLabelText('Layout (optional)'), { target: { value: 'template2' } });
    expect(screen.getByText(/renames the colour schemes/).textContent).toContain('color2-k');
    fireEvent.submit(screen.getByRole('dialog').querySelector('form')!);
    expect(onEdit).toHaveBeenCalledWith({ op: 'cloneTemplate', from: '_casino', key: 'casino20', label: 'Lucky Star', layout: 'template2' });
  });

  it('keyboard: focus starts inside, Tab wraps both ways, Escape closes and returns focus', () => {
    const onEdit = show();
    const opener = screen.getByRole('button', { name: 'New brand…' });
    opener.focus();
    open();
    const from = screen.getByLabelText('Start from');
    expect(document.activeElement).toBe(from);
    const submit = screen.getByRole('button', { name: 'Create template' });
    submit.focus();
    fireEvent.keyDown(document.activeElement!, { key: 'Tab' });
    expect(document.activeElement).toBe(from);
    fireEvent.keyDown(document.activeElement!, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(submit);
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(screen.getByText('Elsewhere').closest('[inert]')).toBeNull();
    expect(onEdit).not.toHaveBeenCalled();
  });

  it('Cancel closes without an edit', () => {
    const onEdit = show();
    open();
    key('casino10');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onEdit).not.toHaveBeenCalled();
  });

  it('a viewer cannot open it', () => {
    show(false);
    expect((screen.getByRole('button', { name: 'New brand…' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
