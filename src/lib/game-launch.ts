import type { Game } from '../../schemas/api/game.ts';
import { categorySlug } from './categories.ts';
import { isCustomProvider, isPopupProvider } from './providers.ts';

/**
 * §3 launching a game. The plain path is /playnow?provider=&game= (plus the game's type, so the
 * page can show its name and image). Custom providers (WBET, 9W) run a lobby of their own — a
 * sportsbook, lottery or cockfight floor — rather than one game, so their path also names that
 * lobby by its §2 category slug (`lobby=`), and /playnow opens the provider's lobby view.
 * Popup providers (EVOPLAY, 9W) open their path in a window of their own.
 */
export type LaunchPlan = { kind: 'login' } | { kind: 'popup'; url: string; target: string } | { kind: 'navigate'; url: string };

export function playnowPath(game: Pick<Game, 'provider_code' | 'game_code' | 'game_type'>): string {
  const q = new URLSearchParams({ provider: game.provider_code, game: game.game_code });
  if (game.game_type) q.set('type', game.game_type);
  if (isCustomProvider(game.provider_code)) q.set('lobby', categorySlug(game.game_type) ?? game.game_type);
  return `/playnow?${q.toString()}`;
}

export function planLaunch(game: Pick<Game, 'provider_code' | 'game_code' | 'game_type'>, isAuthenticated: boolean): LaunchPlan {
  if (!isAuthenticated) return { kind: 'login' };
  const url = playnowPath(game);
  if (isPopupProvider(game.provider_code)) return { kind: 'popup', url, target: `game-${game.provider_code}` };
  return { kind: 'navigate', url };
}

/** What /playnow reads back from its query. */
export interface LaunchRequest {
  provider: string;
  game: string;
  type: string;
  lobby: string | null;
}

export function readLaunchRequest(search: URLSearchParams): LaunchRequest | null {
  const provider = search.get('provider')?.trim() ?? '';
  const game = search.get('game')?.trim() ?? '';
  if (!provider || !game) return null;
  return { provider, game, type: search.get('type') ?? '', lobby: search.get('lobby') };
}

/** A guest's launch waits in session storage while they log in; stale ones are dropped. */
export const PENDING_LAUNCH_KEY = 'pendingLaunch';
export const PENDING_LAUNCH_MAX_AGE_MS = 10 * 60 * 1000;

type SessionStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function savePendingLaunch(store: SessionStore, game: Game, now = Date.now()): void {
  store.setItem(PENDING_LAUNCH_KEY, JSON.stringify({ at: now, game }));
}

function isGame(value: unknown): value is Game {
  if (!value || typeof value !== 'object') return false;
  const g = value as Record<string, unknown>;
  return ['provider_code', 'game_code', 'game_name', 'game_type', 'game_image'].every((k) => typeof g[k] === 'string');
}

/** Reads and removes the waiting launch, so only one caller ever gets it. */
export function takePendingLaunch(store: SessionStore, now = Date.now()): Game | null {
  const raw = store.getItem(PENDING_LAUNCH_KEY);
  if (raw === null) return null;
  store.removeItem(PENDING_LAUNCH_KEY);
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object') return null;
    const { at, game } = parsed as { at?: unknown; game?: unknown };
    if (typeof at !== 'number' || now - at > PENDING_LAUNCH_MAX_AGE_MS || now < at) return null;
    return isGame(game) ? game : null;
  } catch (error) {
    console.warn('Dropped an unreadable pending game launch', error);
    return null;
  }
}
