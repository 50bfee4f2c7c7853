import type { StartupResponse } from '../../schemas/api/startup.ts';
import type { HotGamesResponse } from '../../schemas/api/game.ts';
import { validateHotGamesResponse, validateStartupResponse } from '../../schemas/generated/validators.js';
import { createHttp, type Transport } from './http.ts';
import { guarded } from './result.ts';

/** The public identity every visitor call carries (§6). */
export interface SiteRef {
  domain_name: string;
  external_id: string;
}

export function createApi(transport: Transport) {
  const http = createHttp(transport);
  return {
    startup: (domain_name: string) =>
      guarded<StartupResponse>('startup', '/api/startup', validateStartupResponse, () =>
        http.post('/api/startup', { domain_name }),
      ),
    getHotGames: (site: SiteRef, game_type: string) =>
      guarded<HotGamesResponse>('other', '/api/product/get_hot_games', validateHotGamesResponse, () =>
        http.post('/api/product/get_hot_games', { ...site, game_type }),
      ),
  };
}

export type Api = ReturnType<typeof createApi>;
