import { beforeEach, describe, expect, it } from 'vitest';
import { layoutDefaults, useLayout } from './layout.ts';

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
});
