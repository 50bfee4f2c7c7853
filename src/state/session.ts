import { persistedStore } from './persisted.ts';
import type { Game } from '../../schemas/api/game.ts';

/** §3 user session. */
export interface VipState {
  totalDeposit: number;
  depoProgress: number;
  totalTurnover: number;
  toProgress: number;
  currentLevel: string;
  nextLevel: string;
  /** the level names in the site's local language, when the backend sends them (docs/i18n.md) */
  currentLevelLocal?: string;
  nextLevelLocal?: string;
}

export interface SessionState {
  isAuthenticated: boolean;
  user: { account_id: string; session_token: string; full_name: string; contact_email: string } | null;
  token: string;
  fullname: string;
  email: string;
  game: { balance: number; token: number };
  game_fav_list: Game[];
  vip: VipState;
  minigame: { frozen_token: number; token_balance: number };
  /**
   * Counts the player's own favourite changes, at their start and at their end (not stored): a list
   * fetched from the server is taken only if none began or ended while it was on its way, since a
   * read sent before a heart's fav_add, or answered before the server saw it, would flip the heart back.
   */
  fav_edits: number;
}

export interface SessionActions {
  signIn(p: { token: string; account_id: string; fullname: string; email: string }): void;
  setBalance(balance: number, token: number, minigame?: SessionState['minigame']): void;
  setVip(vip: VipState): void;
  /** the player's own change (a heart tapped, or a failed one rolled back) */
  setFavourites(list: Game[]): void;
  /** a heart's call has been answered: a list read while it was on its way is stale */
  favouriteSettled(): void;
  /** a list the server sent for a read begun when `fav_edits` was `asOf`; ignored if the player has changed favourites since */
  serverFavourites(list: Game[], asOf: number): void;
  setProfile(fullname: string, email: string): void;
  reset(): void;
}

export const SESSION_STORAGE_KEY = 'session';

export const initialSession = (): SessionState => ({
  isAuthenticated: false,
  user: null,
  token: '',
  fullname: '',
  email: '',
  game: { balance: 0, token: 0 },
  game_fav_list: [],
  vip: { totalDeposit: 0, depoProgress: 0, totalTurnover: 0, toProgress: 0, currentLevel: '', nextLevel: '' },
  minigame: { frozen_token: 0, token_balance: 0 },
  fav_edits: 0,
});

/** A stored session of another shape (an old version, or tampering) is dropped, never trusted. */
function isSessionShape(value: unknown): value is Partial<SessionState> {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return typeof v.isAuthenticated === 'boolean' && typeof v.token === 'string' && (v.user === null || typeof v.user === 'object');
}

/**
 * The player's session (§3, §4). Persisted in localStorage; rehydrated only after React has
 * hydrated (src/state/persisted.ts), so the server's guest HTML and the first client render agree.
 */
export const useSession = persistedStore<SessionState & SessionActions>(
  // plain updates: each action replaces a field or two, which does not need immer's bytes in the player bundle
  (set) => ({
    ...initialSession(),
    signIn: ({ token, account_id, fullname, email }) =>
      set({
        isAuthenticated: true,
        token,
        fullname,
        email,
        user: { account_id, session_token: token, full_name: fullname, contact_email: email },
      }),
    setBalance: (balance, token, minigame) => set(minigame ? { game: { balance, token }, minigame } : { game: { balance, token } }),
    setVip: (vip) => set({ vip }),
    setFavourites: (list) => set((s) => ({ game_fav_list: list, fav_edits: s.fav_edits + 1 })),
    favouriteSettled: () => set((s) => ({ fav_edits: s.fav_edits + 1 })),
    serverFavourites: (list, asOf) => set((s) => (s.fav_edits === asOf ? { game_fav_list: list } : {})),
    setProfile: (fullname, email) =>
      set((s) => ({
        fullname,
        email,
        user: s.user ? { ...s.user, full_name: fullname, contact_email: email } : null,
      })),
    reset: () => set(initialSession()),
  }),
  {
    name: SESSION_STORAGE_KEY,
    version: 1,
    partialize: (s) => ({
      isAuthenticated: s.isAuthenticated,
      user: s.user,
      token: s.token,
      fullname: s.fullname,
      email: s.email,
      game: s.game,
      game_fav_list: s.game_fav_list,
      vip: s.vip,
      minigame: s.minigame,
    }),
    migrate: () => initialSession(),
    merge: (persisted, current) => (isSessionShape(persisted) ? { ...current, ...persisted } : current),
  },
);

/**
 * Resolves once the stored session has been read, reading it now if the page has not yet (it is
 * otherwise read when the page is idle after hydration): an action that depends on who the player
 * is, such as launching a game, must not take a signed-in player for a guest.
 */
export async function sessionRestored(): Promise<void> {
  if (!useSession.persist.hasHydrated()) await useSession.persist.rehydrate();
}
