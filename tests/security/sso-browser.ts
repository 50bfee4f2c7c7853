/**
 * A scripted browser for the single sign-on tests: one cookie jar per origin (Max-Age=0 deletes), and
 * redirects followed one hop at a time, so a test can stop at, alter or replay any of them.
 */
export interface Hop {
  url: URL;
  status: number;
  location?: string;
  body: string;
}

export class ScriptedBrowser {
  private readonly jars = new Map<string, Map<string, string>>();

  /** One GET with this origin's cookies, keeping what it sets. */
  async get(url: string | URL): Promise<Hop> {
    const target = new URL(url);
    const jar = this.jar(target.origin);
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const answer = await fetch(target, { redirect: 'manual', headers: cookie ? { cookie } : {}, signal: AbortSignal.timeout(15_000) });
    for (const line of answer.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      if (/max-age=0\b/i.test(attributes.join(';'))) jar.delete(name);
      else jar.set(name, pair.slice(at + 1).trim());
    }
    const location = answer.headers.get('location') ?? undefined;
    return { url: target, status: answer.status, body: await answer.text(), ...(location ? { location: new URL(location, target).href } : {}) };
  }

  /** Follows redirects from `url` until `stop` says so (that hop is answered, not followed) or one is not a redirect; at most 15 hops. */
  async follow(url: string | URL, stop: (hop: Hop) => boolean = () => false): Promise<Hop> {
    let hop = await this.get(url);
    for (let hops = 0; hops < 15 && hop.location && !stop(hop); hops++) hop = await this.get(hop.location);
    return hop;
  }

  cookie(origin: string, name: string): string | undefined {
    return this.jar(origin).get(name);
  }

  setCookie(origin: string, name: string, value: string): void {
    this.jar(origin).set(name, value);
  }

  private jar(origin: string): Map<string, string> {
    let jar = this.jars.get(origin);
    if (!jar) this.jars.set(origin, (jar = new Map()));
    return jar;
  }
}
