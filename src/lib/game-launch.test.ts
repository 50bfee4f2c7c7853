import { describe, expect, it } from 'vitest';
import type { Game } from '../../schemas/api/game.ts';
import { PENDING_LAUNCH_MAX_AGE_MS, planLaunch, playnowPath, readLaunchRequest, savePendingLaunch, takePendingLaunch } from './game-launch.ts';

const game = (provider_code: string, game_type = 'slot_game', game_code = 'g-1'): Game => ({
  provider_code,
  game_code,
  game_name: 'Game One',
  game_type,
  game_image: '/img.svg',
});

class MemoryStore {
  private map = new Map<string, string>();
  getItem = (k: string) => this.map.get(k) ?? null;
  setItem = (k: string, v: string) => void this.map.set(k, v);
  removeItem = (k: string) => void this.map.delete(k);
}

describe('§3 game launch', () => {
  it('sends a guest through the login entry first', () => {
    expect(planLaunch(game('JILI'), false)).toEqual({ kind: 'login' });
    expect(planLaunch(game('EVOPLAY'), false)).toEqual({ kind: 'login' });
  });

  it('navigates to /playnow for ordinary providers', () => {
    expect(planLaunch(game('JILI', 'slot_game', 'jili super&ace'), true)).toEqual({
      kind: 'navigate',
      url: '/playnow?provider=JILI&game=jili+super%26ace&type=slot_game',
    });
  });

  it('opens popup providers in a window of their own', () => {
    expect(planLaunch(game('EVOPLAY'), true)).toEqual({ kind: 'popup', url: '/playnow?provider=EVOPLAY&game=g-1&type=slot_game', target: 'game-EVOPLAY' });
  });

  it('gives custom providers their lobby path; 9W is custom and popup', () => {
    expect(planLaunch(game('WBET', 'sportsbook'), true)).toEqual({ kind: 'navigate', url: '/playnow?provider=WBET&game=g-1&type=sportsbook&lobby=sportsbook' });
    expect(playnowPath(game('WBET', 'sabong'))).toContain('lobby=sabong');
    expect(planLaunch(game('9W', 'horse_racing'), true)).toEqual({
      kind: 'popup',
      url: '/playnow?provider=9W&game=g-1&type=horse_racing&lobby=horseracing',
      target: 'game-9W',
    });
  });

  it('reads the launch back from the query', () => {
    expect(readLaunchRequest(new URLSearchParams('provider=WBET&game=g-1&type=sportsbook&lobby=sportsbook'))).toEqual({
      provider: 'WBET',
      game: 'g-1',
      type: 'sportsbook',
      lobby: 'sportsbook',
    });
    expect(readLaunchRequest(new URLSearchParams('provider=JILI'))).toBeNull();
    expect(readLaunchRequest(new URLSearchParams('provider=%20&game=x'))).toBeNull();
  });
});

describe('pending launch across a login', () => {
  it('is taken once', () => {
    const store = new MemoryStore();
    savePendingLaunch(store, game('JILI'), 1000);
    expect(takePendingLaunch(store, 2000)).toEqual(game('JILI'));
    expect(takePendingLaunch(store, 2000)).toBeNull();
  });

  it('is dropped when stale or malformed', () => {
    const store = new MemoryStore();
    savePendingLaunch(store, game('JILI'), 0);
    expect(takePendingLaunch(store, PENDING_LAUNCH_MAX_AGE_MS + 1)).toBeNull();
    store.setItem('pendingLaunch', '{"at":1,"game":{"provider_code":1}}');
    expect(takePendingLaunch(store, 2)).toBeNull();
    store.setItem('pendingLaunch', 'not json');
    expect(takePendingLaunch(store, 2)).toBeNull();
  });
});
