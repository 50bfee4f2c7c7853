import type { LoadContext } from '../../src/render/types.ts';
import { fromMatchList, fromPublicOdds, type Match } from '../../src/api/readers/matches.ts';
import type { SportsbookProps } from './schema.ts';

export interface SportsbookData {
  matches: Match[];
}

export async function loadSportsbook(props: SportsbookProps, ctx: LoadContext): Promise<SportsbookData> {
  const publicOdds = props.source === 'public_odds';
  const res = publicOdds ? await ctx.api.home.publicOdds() : await ctx.api.home.matchList();
  if (res.statusCode !== 1) throw new Error(res.statusDetail ?? res.statusMessage ?? 'matches unavailable');
  const matches = publicOdds ? fromPublicOdds(res.value ?? []) : fromMatchList(res.value ?? []);
  if (!matches) throw new Error(`${publicOdds ? 'public_odds' : 'match_list'}: unexpected item shape`);
  return { matches: matches.slice(0, props.limit) };
}
