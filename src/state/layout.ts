import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { safeStorage } from './safe-storage.ts';

/** §3 layout state a player's browser keeps: which banners and panels they dismissed. */
export interface LayoutState {
  show_preloader: boolean;
  show_bf_ann_modal: boolean;
  show_app_download: boolean;
  show_download_bar: boolean;
  showPartner: boolean;
  showAi: boolean;
  show_referral: boolean;
  show_free_play: boolean;
  /** the rewards icon of the floating area, closable (§2) */
  show_rewards: boolean;
}

export const layoutDefaults = (): LayoutState => ({
  show_preloader: false,
  show_bf_ann_modal: true,
  show_app_download: true,
  show_download_bar: true,
  showPartner: true,
  showAi: false,
  show_referral: true,
  show_free_play: true,
  show_rewards: true,
});

export type LayoutFlag = keyof LayoutState;

const FLAGS = Object.keys(layoutDefaults()) as LayoutFlag[];

/** The flags as one string, a character each: a selector that re-renders only when a flag changes. */
export const layoutSignature = (state: LayoutState): string => FLAGS.map((flag) => (state[flag] ? '1' : '0')).join('');

/** The flags a signature stands for. */
export const layoutFromSignature = (signature: string): Record<LayoutFlag, boolean> => {
  const flags: Record<LayoutFlag, boolean> = layoutDefaults();
  FLAGS.forEach((flag, i) => {
    flags[flag] = signature[i] === '1';
  });
  return flags;
};

interface LayoutActions {
  set<K extends keyof LayoutState>(key: K, value: LayoutState[K]): void;
  /** §4 layout reset: every default back */
  reset(): void;
}

export const useLayout = create<LayoutState & LayoutActions>()(
  persist(
    (set) => ({
      ...layoutDefaults(),
      set: (key, value) => set({ [key]: value } as Pick<LayoutState, typeof key>),
      reset: () => set(layoutDefaults()),
    }),
    {
      name: 'layout',
      version: 1,
      storage: safeStorage,
      skipHydration: true,
      migrate: () => layoutDefaults(),
      merge: (persisted, current) => {
        if (!persisted || typeof persisted !== 'object') return current;
        const defaults = layoutDefaults();
        const out = { ...current };
        for (const key of Object.keys(defaults) as (keyof LayoutState)[]) {
          const v = (persisted as Record<string, unknown>)[key];
          if (typeof v === 'boolean') out[key] = v;
        }
        return out;
      },
    },
  ),
);
