import type { Context } from '../context.ts';
import { asRows, json, num, text, type Row } from '../db/row.ts';
import { ok, type JsonObject } from '../http/json-response.ts';
import type { RawRoute } from '../http/route.ts';
import { TEAM_NAME_LANGUAGES, type TeamNames } from '../seed/sports-catalogue.ts';

/** Main markets shown on the public odds board; match_list carries every bet type. */
const PUBLIC_BET_TYPES = ['HDP', 'OU', '1X2'];

function teamFields(row: Row): JsonObject {
  const { home, away } = json(row, 'team_names_json') as { home: TeamNames; away: TeamNames };
  const fields: JsonObject = { home_team_name: text(row, 'home_team_name'), away_team_name: text(row, 'away_team_name') };
  for (const lang of TEAM_NAME_LANGUAGES) {
    fields[`home_name_${lang}`] = home[lang];
    fields[`away_name_${lang}`] = away[lang];
  }
  return fields;
}

function matchHeader(row: Row): JsonObject {
  return { match_id: num(row, 'id'), league: text(row, 'league'), sport: text(row, 'sport'), kickoff: text(row, 'kickoff'), ...teamFields(row) };
}

function lineFields(row: Row): JsonObject {
  return { bet_type: text(row, 'bet_type'), home_away: text(row, 'home_away'), criteria1: text(row, 'criteria1'), odds: num(row, 'odds') };
}

function linesByMatch(ctx: Context): Map<number, Row[]> {
  const map = new Map<number, Row[]>();
  for (const line of asRows(ctx.sql('SELECT * FROM bet_lines ORDER BY match_id, id').all())) {
    const id = num(line, 'match_id');
    map.set(id, [...(map.get(id) ?? []), line]);
  }
  return map;
}

function cached(ctx: Context, key: string, build: () => JsonObject): Response {
  let body = ctx.cache.get(key);
  if (!body) {
    body = JSON.stringify(build());
    ctx.cache.set(key, body);
  }
  return new Response(body, { headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'public, max-age=30' } });
}

export const sportsRoutes: Record<string, RawRoute> = {
  '/api/home/match_list': {
    method: 'GET',
    kind: 'raw',
    run: (ctx) =>
      cached(ctx, 'sports:match_list', () => {
        const lines = linesByMatch(ctx);
        const matches = asRows(ctx.sql('SELECT * FROM matches ORDER BY kickoff, id').all());
        return ok({ value: matches.map((m) => ({ ...matchHeader(m), bet_lines: (lines.get(num(m, 'id')) ?? []).map(lineFields) })) });
      }),
  },
  '/api/home/public_odds': {
    method: 'GET',
    kind: 'raw',
    // One flat §3 bet line per row, each carrying its match's team names in every language.
    run: (ctx) =>
      cached(ctx, 'sports:public_odds', () => {
        const lines = linesByMatch(ctx);
        const matches = asRows(ctx.sql('SELECT * FROM matches ORDER BY kickoff, id LIMIT 12').all());
        const value = matches.flatMap((m) =>
          (lines.get(num(m, 'id')) ?? []).filter((l) => PUBLIC_BET_TYPES.includes(text(l, 'bet_type'))).map((l) => ({ ...matchHeader(m), ...lineFields(l) })),
        );
        return ok({ value });
      }),
  },
};
