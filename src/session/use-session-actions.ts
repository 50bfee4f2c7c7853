import { useCallback } from 'react';
import { useApi } from '../api/context.tsx';
import type { Credentials } from '../api/client.ts';
import type { LoginResponse } from '../../schemas/api/auth.ts';
import type { FavListResponse } from '../../schemas/api/home.ts';
import type { Game } from '../../schemas/api/game.ts';
import { useSite } from '../state/site-context.tsx';
import { useSession, SESSION_STORAGE_KEY, type SessionActions } from '../state/session.ts';
import { vipProgress } from '../lib/vip-progress.ts';
import { announceLogout } from './auth-storage.ts';
import { endRecovery, markRecovery } from './recovery.ts';

const num = (v: unknown) => {
  const n = Number(v);
  return Number.isFinite(n) ? n : 0;
};

export function credentialsOf(s: { token: string; user: { account_id: string } | null }): Credentials | null {
  return s.token && s.user ? { auth: s.token, account_id: s.user.account_id } : null;
}

type SignIn = Parameters<SessionActions['signIn']>[0];

/** The games of a `fav_list` answer, as the session holds them. */
export function favouriteGames(res: FavListResponse): Game[] {
  return (res.value ?? []).map((f) => ({
    provider_code: f.provider_code,
    game_code: f.game_code,
    game_name: f.game_name,
    game_type: f.game_type ?? '',
    game_image: f.img_url ?? '',
  }));
}

/**
 * Balance, VIP and favourites of the signed-in player (§4 after a login, and on every visit). A login
 * passes its player, signed in together with these answers: signed in before them, the header would
 * show a balance of 0 until they came.
 */
export function usePlayerRefresh() {
  const api = useApi();
  return useCallback(
    async (login?: SignIn) => {
      const creds = login ? { auth: login.token, account_id: login.account_id } : credentialsOf(useSession.getState());
      if (!creds) return [];
      const favsAsOf = useSession.getState().fav_edits;
      const [balance, vip, favs] = await Promise.all([api.auth.getBalance(creds), api.auth.vip(creds), api.home.favList(creds)]);
      const s = useSession.getState();
      if (balance.statusCode === 1) {
        const mg = balance.minigame;
        s.setBalance(
          num(balance.game_balance),
          num(balance.game_token),
          mg ? { frozen_token: num(mg.frozen_token), token_balance: num(mg.token_balance) } : undefined,
        );
      }
      const level = vip.nextLevel?.[0];
      if (vip.statusCode === 1 && level) {
        s.setVip({
          totalDeposit: num(level.starting_deposit) + num(level.cycle_deposit),
          depoProgress: vipProgress(level.starting_deposit, level.cycle_deposit, level.deposit_next),
          totalTurnover: num(level.starting_turnover) + num(level.cycle_turnover),
          toProgress: vipProgress(level.starting_turnover, level.cycle_turnover, level.turnover_next),
          currentLevel: level.vip_name ?? '',
          nextLevel: level.vip_name_next ?? '',
          currentLevelLocal: level.vip_name_local ?? '',
          nextLevelLocal: level.vip_name_next_local ?? '',
        });
      }
      if (favs.statusCode === 1) {
        s.serverFavourites(favouriteGames(favs), favsAsOf);
      }
      if (login) s.signIn(login);
      return [balance, vip, favs];
    },
    [api],
  );
}

/** §4 login, login-by-TAC and logout. */
export function useSessionActions() {
  const api = useApi();
  const { startup } = useSite();
  const refresh = usePlayerRefresh();
  const site = { domain_name: globalThis.location?.hostname ?? '', external_id: startup.site.external_id };

  const accept = useCallback(
    async (res: LoginResponse, accountId: string): Promise<LoginResponse> => {
      if (res.statusCode !== 1 || !res.token) return res;
      if (res.recovery === true) markRecovery(res.token);
      else endRecovery();
      await refresh({ token: res.token, account_id: res.user?.account_id ?? accountId, fullname: res.fullname ?? '', email: res.email ?? '' });
      return res;
    },
    [refresh],
  );

  return {
    login: async (account_id: string, password: string) => accept(await api.auth.login(site, account_id, password), account_id),
    loginTac: async (account_id: string, tac: string) => accept(await api.auth.loginTac(site, account_id, tac), account_id),
    logout: () => {
      // the server forgets the token too (a copy left in a log or another tab is worthless); the
      // player is logged out here whether or not that call gets through
      const creds = credentialsOf(useSession.getState());
      if (creds) void api.auth.logout(creds);
      endRecovery();
      useSession.getState().reset();
      try {
        localStorage.removeItem(SESSION_STORAGE_KEY);
      } catch (error) {
        console.warn('Could not remove the stored user', error);
      }
      announceLogout();
    },
    /** signs in with any login-shaped answer (signup logs the new player in too) */
    completeLogin: accept,
    refresh,
    site,
  };
}
