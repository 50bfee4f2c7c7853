import { describe, expect, it } from 'vitest';
import { validateLayout, validatePage } from './generated/validators.js';

const layout = (root: unknown) => ({ version: 1, name: 'default', root });

describe('precompiled config validators', () => {
  it('accept a valid layout', () => {
    const ok = validateLayout(layout({ widget: 'Stack', props: { gap: 8 }, at: { desktop: { gap: 16 } }, children: [{ widget: 'Outlet' }] }));
    expect(validateLayout.errors ?? null).toBeNull();
    expect(ok).toBe(true);
  });

  it('reject an unknown widget name with the JSON pointer of the bad value', () => {
    expect(validateLayout(layout({ widget: 'Stack', children: [{ widget: 'Outlet' }, { widget: 'GameGird' }] }))).toBe(false);
    const issue = validateLayout.errors?.find((e) => e.keyword === 'enum');
    expect(issue?.instancePath).toBe('/root/children/1/widget');
  });

  it('reject a wrong prop type with its pointer', () => {
    expect(validatePage({ version: 1, root: { widget: 'GameGrid', props: { columns: 'three' } } })).toBe(false);
    expect(validatePage.errors?.some((e) => e.instancePath === '/root/props/columns' && e.keyword === 'type')).toBe(true);
  });

  it('reject a wrong type inside an `at` override, with required props dropped there', () => {
    expect(validatePage({ version: 1, root: { widget: 'PageHeading', props: { title: 'ui.home' }, at: { tablet: { align: 'center' } } } })).toBe(true);
    expect(validatePage({ version: 1, root: { widget: 'GameGrid', at: { tablet: { columns: 0 } } } })).toBe(false);
    expect(validatePage.errors?.some((e) => e.instancePath === '/root/at/tablet/columns')).toBe(true);
  });

  it('reject props on the Outlet', () => {
    expect(validateLayout(layout({ widget: 'Outlet', props: { x: 1 } }))).toBe(false);
  });
});
