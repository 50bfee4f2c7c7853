import { persistedStore } from './persisted.ts';

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

const isFlag = (name: string): name is LayoutFlag => Object.hasOwn(layoutDefaults(), name);

/** A flag by name, as this browser has it (false for a name that is no flag). */
export const readLayoutFlag = (name: string): boolean => isFlag(name) && useLayout.getState()[name];

/** A flag's default by name: what the server renders. */
export const layoutFlagDefault = (name: string): boolean => isFlag(name) && layoutDefaults()[name];

interface LayoutActions {
  set<K extends keyof LayoutState>(key: K, value: LayoutState[K]): void;
  /** §4 layout reset: every default back */
  reset(): void;
}

/** Where a browser keeps the layout state: the preview page script starts a studio's frame with its flags set (src/server/preview/script.ts). */
export const LAYOUT_STORAGE = { name: 'layout', version: 1 } as const;

export const useLayout = persistedStore<LayoutState & LayoutActions>(
  (set) => ({
    ...layoutDefaults(),
    set: (key, value) => set({ [key]: value } as Pick<LayoutState, typeof key>),
    reset: () => set(layoutDefaults()),
  }),
  {
    ...LAYOUT_STORAGE,
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
);
