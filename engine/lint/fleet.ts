import { configDirLabel, type Project } from '../project/project.ts';
import { diskFs, type ProjectFs } from '../project/project-fs.ts';
import type { FleetSite, Problem } from './types.ts';

export type { FleetSite };

export const FLEET_RULE = 'fleet';

/** Sites not served for this long are forgotten by the check (the backend retired them). */
export const FORGET_AFTER_MS = 30 * 24 * 60 * 60 * 1000;

// in its own file so that config-lint's start (tools/config-lint/quick.ts) loads it without the project model
export { fleetFileFor } from './fleet-file.ts';

function isSite(v: unknown): v is FleetSite {
  if (typeof v !== 'object' || v === null) return false;
  const o = v as Record<string, unknown>;
  return typeof o['domain'] === 'string' && typeof o['theme_code'] === 'string' && typeof o['theme_color'] === 'string';
}

const languagesOf = (v: unknown): string[] | undefined =>
  Array.isArray(v) ? v.filter((c): c is string => typeof c === 'string').map((c) => c.toUpperCase()) : undefined;

/**
 * Reads a fleet or sites file: `{ "sites": [{ "domain", "theme_code", "theme_color", "languages"? }] }`
 * or the bare array. A missing file is an empty fleet; a malformed one throws (a check that silently
 * checks nothing is worse than none).
 */
export function readSitesFile(file: string, fs: ProjectFs = diskFs): FleetSite[] {
  const text = fs.readText(file);
  if (text === undefined) return [];
  const value: unknown = JSON.parse(text);
  const list: unknown = Array.isArray(value) ? value : typeof value === 'object' && value !== null ? (value as Record<string, unknown>)['sites'] : undefined;
  if (!Array.isArray(list)) throw new Error(`${file} is not a sites file: expected { "sites": [{ "domain", "theme_code", "theme_color" }] }`);
  return list.filter(isSite).map((s) => {
    const languages = languagesOf(s.languages);
    return { domain: s.domain, theme_code: s.theme_code, theme_color: s.theme_color, ...(languages ? { languages } : {}), ...(s.seen ? { seen: s.seen } : {}) };
  });
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

/** Domains for a message: the first five, then how many more. */
export function list(domains: readonly string[]): string {
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
