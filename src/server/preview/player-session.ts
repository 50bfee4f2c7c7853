/**
 * "As a player" in a preview: the server signs a preview player in on the site (the embedded demo
 * backend's `demo` player, or PREVIEW_PLAYER=<account>:<password> with a real backend) and the
 * preview script stores that session where the page's session store reads it (src/state/session.ts),
 * so the page restores a signed-in player as it would after a real login. The password never reaches
 * the browser; the session is kept a few minutes per site.
 */
import type { Api } from '../../api/client.ts';
import { initialSession, SESSION_STORAGE_KEY, useSession } from '../../state/session.ts';

/** The demo backend's player on every site (docs/demo-backend.md). */
export const DEMO_PLAYER = { account: 'demo', password: 'demo1234' };

const KEEP_MS = 5 * 60_000;

export function previewPlayerFrom(env: NodeJS.ProcessEnv): { account: string; password: string } | undefined {
  const raw = env['PREVIEW_PLAYER']?.trim();
  if (raw) {
    const at = raw.indexOf(':');
    return at > 0 ? { account: raw.slice(0, at), password: raw.slice(at + 1) } : undefined;
  }
  return env['BACKEND_URL'] ? undefined : DEMO_PLAYER;
}

/** The stored session's text for a signed-in player, as the session store persists it. */
export function storedSession(p: { token: string; account_id: string; fullname: string; email: string }): string {
  const state = {
    ...initialSession(),
    isAuthenticated: true,
    token: p.token,
    fullname: p.fullname,
    email: p.email,
    user: { account_id: p.account_id, session_token: p.token, full_name: p.fullname, contact_email: p.email },
  };
  return JSON.stringify({ state, version: useSession.persist.getOptions().version ?? 0 });
}

export function createPreviewPlayers(api: Api, player: { account: string; password: string } | undefined, now: () => number = Date.now) {
  const kept = new Map<string, { at: number; value: Promise<string | undefined> }>();
  async function signIn(domain: string): Promise<string | undefined> {
    if (!player) return undefined;
    const startup = await api.startup(domain);
    const external_id = startup.site?.external_id;
    if (startup.statusCode !== 1 || !external_id) return undefined;
    const res = await api.auth.login({ domain_name: domain, external_id }, player.account, player.password);
    if (res.statusCode !== 1 || !res.token) return undefined;
    return storedSession({ token: res.token, account_id: res.user?.account_id ?? player.account, fullname: res.fullname ?? '', email: res.email ?? '' });
  }
  return {
    key: SESSION_STORAGE_KEY,
    enabled: player !== undefined,
    /** the stored session of the preview player on `domain`, or undefined when it cannot sign in */
    session(domain: string): Promise<string | undefined> {
      const hit = kept.get(domain);
      if (hit && now() - hit.at < KEEP_MS) return hit.value;
      const value = signIn(domain).catch(() => undefined);
      kept.set(domain, { at: now(), value });
      void value.then((v) => v === undefined && kept.delete(domain));
      return value;
    },
  };
}
