import { describe, expect, it } from 'vitest';
import { validateLayout, validateNode, validatePage, validateTemplate } from './generated/validators.js';
import { MAX_TREE_DEPTH } from './limits.ts';

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

  it('refuse a tree deeper than MAX_TREE_DEPTH without overflowing the stack, even 10,000 deep', () => {
    const chain = (depth: number) => {
      let node: Record<string, unknown> = { widget: 'Stack' };
      for (let i = 1; i < depth; i++) node = { widget: 'Stack', children: [node] };
      return node;
    };
    expect(validatePage({ version: 1, root: chain(MAX_TREE_DEPTH) })).toBe(true);
    expect(validatePage({ version: 1, root: chain(MAX_TREE_DEPTH + 1) })).toBe(false);
    expect(validatePage.errors).toEqual([expect.objectContaining({ keyword: 'maxTreeDepth', instancePath: `/root${'/children/0'.repeat(MAX_TREE_DEPTH)}` })]);
    for (const validate of [validateNode, validatePage, validateLayout, validateTemplate]) {
      const deep = chain(10_000);
      const doc =
        validate === validateNode
          ? deep
          : validate === validateTemplate
            ? { version: 1, key: 'casino1', pages: { home: { root: deep } } }
            : { version: 1, name: 'default', root: deep };
      expect(validate(doc)).toBe(false);
      expect(validate.errors?.[0]?.keyword).toBe('maxTreeDepth');
    }
  });
});
