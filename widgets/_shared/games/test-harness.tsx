import type { ReactNode } from 'react';
import type { Game } from '../../../schemas/api/game.ts';
import { createApi } from '../../../src/api/client.ts';
import type { ReadySite } from '../../../src/state/site-context.tsx';
import { readySite } from '../../../tests/unit/ready-site.ts';
import { renderInApp, type InAppResult } from '../../../tests/unit/render-in-app.tsx';

/** Test-only: the lobby widgets' fixtures and the providers they render inside. */
export const testGame = (n: number, provider_code = 'JILI'): Game => ({
  provider_code,
  game_code: `g-${n}`,
  game_name: `Game ${n}`,
  game_type: 'slot_game',
  game_image: `/img/${n}.svg`,
});

export function testSite(): ReadySite {
  return readySite();
}

/** A backend answering each path with a fixed body (a status code ≥ 400 makes the call fail). */
export function fakeApi(answers: Record<string, { status?: number; body: unknown }>) {
  const calls: { path: string; body: unknown }[] = [];
  const api = createApi(async (path, init) => {
    calls.push({ path, body: typeof init.body === 'string' ? JSON.parse(init.body) : null });
    const answer = answers[path] ?? { status: 404, body: { statusCode: 0, statusMessage: 'notFound' } };
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } });
  });
  return { api, calls };
}

/** Renders inside a data router (the language links read the root route's data), the site, English and the api. */
export async function renderLobby(ui: ReactNode, options: { api?: ReturnType<typeof createApi>; url?: string } = {}): Promise<InAppResult> {
  return renderInApp(ui, { site: testSite(), api: options.api ?? fakeApi({}).api, url: options.url });
}
