import { appendFileSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { configDirLabel, type Project } from '../shared/project.ts';
import { diskFs, type ProjectFs } from '../shared/project-fs.ts';
import type { Problem } from './types.ts';

/**
 * The fleet: every site the server has served, with the template (`theme_code`) and colour
 * scheme (`theme_color`) the backend gave it. A config set that no longer has what a live site
 * uses would take that brand down ("This site is not set up yet"), and no lint rule can see it:
 * which sites exist is the backend's data, not the configs'. The server learns the fleet from the
 * startup data its renders fetch and keeps it in a JSON file beside the config directory.
 */
export interface FleetSite {
  domain: string;
  theme_code: string;
  theme_color: string;
  /** when the server last served it (ISO 8601); absent in a hand-written sites file */
  seen?: string;
}

export const FLEET_RULE = 'fleet';

/** Sites not served for this long are forgotten by the check (the backend retired them). */
export const FORGET_AFTER_MS = 30 * 24 * 60 * 60 * 1000;

/** At most this many sites are recorded: the backend decides which hosts exist, this only bounds a bad one. */
export const MAX_SITES = 10_000;

/**
 * Where the fleet of a config directory is kept: FLEET_FILE, else `<dir>.fleet.json` beside it
 * (/srv/site-configs → /srv/site-configs.fleet.json). Beside, not inside: files inside are the
 * config set (linted, hashed into the revision, replaced by a deploy's directory swap), and the
 * fleet must outlive every set and every restart.
 */
export function fleetFileFor(configDir: string, env: NodeJS.ProcessEnv = process.env): string {
  const fromEnv = env['FLEET_FILE'];
  if (fromEnv) return resolve(fromEnv);
  const dir = resolve(configDir);
  return join(dirname(dir), `${basename(dir)}.fleet.json`);
}

function isSite(v: unknown): v is FleetSite {
  if (typeof v !== 'object' || v === null) return false;
  const o = v as Record<string, unknown>;
  return typeof o['domain'] === 'string' && typeof o['theme_code'] === 'string' && typeof o['theme_color'] === 'string';
}

/**
 * Reads a fleet or sites file: `{ "sites": [{ "domain", "theme_code", "theme_color" }] }` or the
 * bare array. A missing file is an empty fleet; a malformed one throws (a check that silently
 * checks nothing is worse than none).
 */
export function readSitesFile(file: string, fs: ProjectFs = diskFs): FleetSite[] {
  const text = fs.readText(file);
  if (text === undefined) return [];
  const value: unknown = JSON.parse(text);
  const list: unknown = Array.isArray(value) ? value : typeof value === 'object' && value !== null ? (value as Record<string, unknown>)['sites'] : undefined;
  if (!Array.isArray(list)) throw new Error(`${file} is not a sites file: expected { "sites": [{ "domain", "theme_code", "theme_color" }] }`);
  return list.filter(isSite).map((s) => ({ domain: s.domain, theme_code: s.theme_code, theme_color: s.theme_color, ...(s.seen ? { seen: s.seen } : {}) }));
}

/** Sites still live: seen within FORGET_AFTER_MS (a hand-written entry without `seen` always is). */
export function liveSites(sites: readonly FleetSite[], now: Date = new Date()): FleetSite[] {
  return sites.filter((s) => !s.seen || now.getTime() - Date.parse(s.seen) <= FORGET_AFTER_MS);
}

/** The schemes a concrete template renders with, or undefined when the set has no such template. */
export function schemesOf(project: Project, key: string): string[] | undefined {
  const t = project.templates.get(key);
  if (!t || t.abstract || !t.merged) return undefined;
  const schemes = t.merged['schemes'];
  return typeof schemes === 'object' && schemes !== null ? Object.keys(schemes).filter((k) => (schemes as Record<string, unknown>)[k] !== null) : [];
}

function list(domains: string[]): string {
  const shown = domains.slice(0, 5).join(', ');
  return domains.length > 5 ? `${shown} and ${domains.length - 5} more` : shown;
}

/**
 * What a set breaks among the given sites: one error per missing template and per missing scheme,
 * naming every site it takes down. The server's gate and `config-lint --sites` print the same.
 */
export function checkFleet(project: Project, sites: readonly FleetSite[]): Problem[] {
  const dir = configDirLabel(project);
  const missingTemplates = new Map<string, string[]>();
  const missingSchemes = new Map<string, string[]>();
  for (const site of sites) {
    const schemes = schemesOf(project, site.theme_code);
    if (!schemes) missingTemplates.set(site.theme_code, [...(missingTemplates.get(site.theme_code) ?? []), site.domain]);
    else if (!schemes.includes(site.theme_color)) {
      const key = `${site.theme_code}\0${site.theme_color}`;
      missingSchemes.set(key, [...(missingSchemes.get(key) ?? []), site.domain]);
    }
  }
  const problem = (file: string, pointer: string, message: string, line = 1, column = 1): Problem => ({
    ruleId: FLEET_RULE,
    severity: 'error',
    file,
    line,
    column,
    endLine: line,
    endColumn: column,
    pointer,
    message,
  });
  const out: Problem[] = [];
  for (const [code, domains] of missingTemplates) {
    const t = project.templates.get(code);
    const what = !t ? 'was removed' : t.abstract ? 'is only a family base' : 'does not resolve';
    const file = t?.file.rel ?? `${dir}/templates/${code}.json`;
    out.push(problem(file, '', `templates/${code}.json ${what} but ${list(domains)} ${domains.length === 1 ? 'uses' : 'use'} theme_code ${code}`));
  }
  for (const [key, domains] of missingSchemes) {
    const [code = '', color = ''] = key.split('\0');
    const t = project.templates.get(code);
    const at = t?.file.source.locate('/schemes');
    out.push(
      problem(
        t?.file.rel ?? `${dir}/templates/${code}.json`,
        '/schemes',
        `templates/${code}.json has no scheme ${color} (renamed or removed) but ${list(domains)} ${domains.length === 1 ? 'uses' : 'use'} theme_color ${color}`,
        at?.line,
        at?.column,
      ),
    );
  }
  return out.sort((a, b) => a.file.localeCompare(b.file) || a.message.localeCompare(b.message));
}

/**
 * The recorded fleet of one config directory: loaded at start, updated as renders learn sites,
 * written (atomically, at most once a second) only when something changed.
 */
export function openFleet(file: string, options: { log?: (line: string) => void; now?: () => Date; writeDelayMs?: number } = {}) {
  const now = options.now ?? (() => new Date());
  const sites = new Map<string, FleetSite>();
  try {
    for (const s of readSitesFile(file)) sites.set(s.domain, s);
  } catch (e) {
    // a damaged record must not stop the server: it is rebuilt as sites are served
    options.log?.(`fleet: ignoring ${file} (${e instanceof Error ? e.message : String(e)}); it is rebuilt as sites are served`);
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  let full = false;
  const forgotten = new Set<string>();

  function write(): void {
    clearTimeout(timer);
    timer = undefined;
    mkdirSync(dirname(file), { recursive: true });
    // other processes (WEB_CONCURRENCY workers) record into the same file: keep what they added
    try {
      for (const s of readSitesFile(file)) {
        const mine = sites.get(s.domain);
        if (!forgotten.has(s.domain) && (!mine || (s.seen ?? '') > (mine.seen ?? ''))) sites.set(s.domain, s);
      }
    } catch {
      // a damaged file is replaced by what this process knows
    }
    const tmp = `${file}.${process.pid}.tmp`;
    const body = {
      version: 1,
      note: 'sites this server has served: the config gate refuses a set that drops their template or scheme',
      sites: [...sites.values()].sort((a, b) => a.domain.localeCompare(b.domain)),
    };
    writeFileSync(tmp, `${JSON.stringify(body, null, 2)}\n`);
    renameSync(tmp, file);
  }

  const day = 24 * 60 * 60 * 1000;
  return {
    file,
    /** every recorded site still live */
    sites: (): FleetSite[] => liveSites([...sites.values()], now()),
    /** Records a site served with a theme the serving set has. Cheap when nothing changed. */
    record(site: Omit<FleetSite, 'seen'>): void {
      const known = sites.get(site.domain);
      const at = now();
      // `seen` is refreshed at most daily: enough for the 30-day forgetting, no write per page view
      if (known && known.theme_code === site.theme_code && known.theme_color === site.theme_color && known.seen && at.getTime() - Date.parse(known.seen) < day)
        return;
      if (!known && sites.size >= MAX_SITES) {
        if (!full) options.log?.(`fleet: ${MAX_SITES} sites recorded in ${file}; not recording more`);
        full = true;
        return;
      }
      forgotten.delete(site.domain);
      sites.set(site.domain, { domain: site.domain, theme_code: site.theme_code, theme_color: site.theme_color, seen: at.toISOString() });
      if (!known) options.log?.(`fleet: recorded ${site.domain} (theme_code ${site.theme_code}, theme_color ${site.theme_color})`);
      timer ??= setTimeout(write, options.writeDelayMs ?? 1_000);
      timer.unref?.();
    },
    /** Forgets sites a forced publish knowingly took down, so later checks do not hold them. */
    forget(domains: readonly string[]): void {
      for (const d of domains) {
        forgotten.add(d);
        sites.delete(d);
      }
      // written at once, even for a site only another worker recorded: the file must drop it too
      if (domains.length) write();
    },
    /** Appends one line to the audit log beside the fleet file. */
    audit(entry: Record<string, unknown>): void {
      mkdirSync(dirname(file), { recursive: true });
      appendFileSync(file.replace(/\.json$/, '') + '.audit.log', `${JSON.stringify({ at: now().toISOString(), ...entry })}\n`);
    },
    flush(): void {
      if (timer) write();
    },
  };
}

export type Fleet = ReturnType<typeof openFleet>;
