import { beforeEach, describe, expect, it } from 'vitest';
import { layoutDefaults, layoutFromSignature, layoutSignature, useLayout } from './layout.ts';

describe('layout state', () => {
  beforeEach(() => useLayout.getState().reset());
  it('has the §3 defaults: announcement modal and app download shown', () => {
    expect(useLayout.getState().show_bf_ann_modal).toBe(true);
    expect(useLayout.getState().show_app_download).toBe(true);
  });
  it('reset restores every default', () => {
    useLayout.getState().set('show_bf_ann_modal', false);
    useLayout.getState().set('showPartner', false);
    useLayout.getState().reset();
    const { set: _s, reset: _r, ...state } = useLayout.getState();
    expect(state).toEqual(layoutDefaults());
  });
  it('a signature changes with any one flag and gives the flags back', () => {
    const defaults = layoutDefaults();
    const signature = layoutSignature(defaults);
    expect(layoutFromSignature(signature)).toEqual(defaults);
    for (const flag of Object.keys(defaults) as (keyof typeof defaults)[]) {
      const changed = { ...defaults, [flag]: !defaults[flag] };
      expect(layoutSignature(changed)).not.toBe(signature);
      expect(layoutFromSignature(layoutSignature(changed))).toEqual(changed);
    }
  });
});
