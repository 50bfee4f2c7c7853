import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { REPO_ROOT } from '../../engine/project/repo.ts';
import { FORGET_AFTER_MS, fleetFileFor, liveSites, readSitesFile, type FleetSite } from '../../engine/lint/fleet.ts';
import { forceFrom, readConfigSet } from '../../engine/lint/gate.ts';
import { runCli } from './testing/run-cli.ts';

const dir = mkdtempSync(join(tmpdir(), 'fleet-'));
const configs = join(dir, 'site-configs');
cpSync(join(REPO_ROOT, 'site-configs'), configs, { recursive: true });
afterAll(() => rmSync(dir, { recursive: true, force: true }));
afterEach(() => vi.unstubAllEnvs());

const casino2: FleetSite = { domain: 'casino2.localhost', theme_code: 'casino2', theme_color: 'color2-1' };
const slot2: FleetSite = { domain: 'slot2.localhost', theme_code: 'slot2', theme_color: 'color11-1' };
const template = (key: string) => join(configs, 'templates', `${key}.json`);
// a lint-clean rename: slot2 moves to layout template12, its schemes become color12-1…5
const renameSchemes = (text: string) => text.replace('"layout": "template11"', '"layout": "template12"').replaceAll('"color11-', '"color12-');

/** Runs `edit` on a template file, then puts it back. */
function withEdit<T>(key: string, edit: (text: string) => string | undefined, check: () => T): T {
  const file = template(key);
  const original = readFileSync(file, 'utf8');
  const next = edit(original);
  if (next === undefined) unlinkSync(file);
  else writeFileSync(file, next);
  try {
    return check();
  } finally {
    writeFileSync(file, original);
  }
}

describe('the fleet file', () => {
  it('lives beside the config directory (FLEET_FILE wins)', () => {
    expect(fleetFileFor('/srv/site-configs', {})).toBe('/srv/site-configs.fleet.json');
    expect(fleetFileFor('/srv/site-configs', { FLEET_FILE: '/var/lib/fleet.json' })).toBe('/var/lib/fleet.json');
  });

  it('reads a sites file as an object or a bare array; a missing file is no sites, a malformed one throws', () => {
    const file = join(dir, 'hand-written-sites.json');
    writeFileSync(file, JSON.stringify({ sites: [casino2, { domain: 'x' }] }));
    expect(readSitesFile(file)).toEqual([casino2]);
    writeFileSync(file, JSON.stringify([slot2]));
    expect(readSitesFile(file)).toEqual([slot2]);
    expect(readSitesFile(join(dir, 'none.json'))).toEqual([]);
    writeFileSync(file, '{ "sites": 3 }');
    expect(() => readSitesFile(file)).toThrow(/not a sites file/);
  });

  it("reads each site's languages, when the file has them, as upper-case codes", () => {
    const file = join(dir, 'sites-with-languages.json');
    writeFileSync(file, JSON.stringify({ sites: [{ ...casino2, languages: ['EN', 'cn', 3] }, slot2] }));
    expect(readSitesFile(file)).toEqual([{ ...casino2, languages: ['EN', 'CN'] }, slot2]);
  });

  it('forgets sites not served for 30 days; hand-written entries without `seen` stay', () => {
    const now = new Date('2026-11-20T00:00:00Z');
    const old = new Date(now.getTime() - FORGET_AFTER_MS - 1).toISOString();
    expect(liveSites([{ ...casino2, seen: old }, slot2], now)).toEqual([slot2]);
  });
});

describe('the gate knows the fleet', () => {
  it('refuses removing a template a live site uses, naming the site', () => {
    const r = withEdit(
      'casino2',
      () => undefined,
      () => readConfigSet(configs, undefined, { sites: () => [casino2, slot2] }),
    );
    if (r.ok) throw new Error('expected a refusal');
    expect(r.message).toBe('1 live site would break (casino2.localhost)');
    expect(r.problems).toEqual([
      expect.objectContaining({
        ruleId: 'fleet',
        file: 'site-configs/templates/casino2.json',
        message: 'templates/casino2.json was removed but casino2.localhost uses theme_code casino2',
      }),
    ]);
    expect(r.report).toContain(`echo ${r.revision} <reason> > .force`);
  });

  it('refuses renaming a scheme a live site uses, at the schemes of the template', () => {
    const r = withEdit('slot2', renameSchemes, () => readConfigSet(configs, undefined, { sites: () => [casino2, slot2] }));
    if (r.ok) throw new Error('expected a refusal');
    expect(r.problems).toEqual([
      expect.objectContaining({
        file: 'site-configs/templates/slot2.json',
        pointer: '/schemes',
        message: 'templates/slot2.json has no scheme color11-1 (renamed or removed) but slot2.localhost uses theme_color color11-1',
      }),
    ]);
  });

  it('passes a set that keeps every live theme, and reports each template’s schemes', () => {
    const r = readConfigSet(configs, undefined, { sites: () => [casino2, slot2] });
    if (!r.ok) throw new Error(r.report);
    expect(r.forced).toBeUndefined();
    expect(r.themes['slot2']).toContain('color11-1');
    expect(r.themes['_casino']).toBeUndefined();
  });

  it('an admin forces exactly the named revision (.force marker or CONFIG_FORCE), never a later one', () => {
    withEdit(
      'casino2',
      () => undefined,
      () => {
        const refused = readConfigSet(configs, undefined, { sites: () => [casino2], force: forceFrom({}) });
        if (refused.ok || !refused.revision) throw new Error('expected a refusal');
        const marker = join(configs, '.force');
        writeFileSync(marker, `${refused.revision} retiring casino2\n`);
        try {
          const forced = readConfigSet(configs, undefined, { sites: () => [casino2], force: forceFrom({}) });
          expect(forced).toMatchObject({
            ok: true,
            forced: { revision: refused.revision, by: '.force marker ("retiring casino2")', domains: ['casino2.localhost'] },
          });
          writeFileSync(marker, '0123456789abcdef\n');
          expect(readConfigSet(configs, undefined, { sites: () => [casino2], force: forceFrom({}) }).ok).toBe(false);
        } finally {
          unlinkSync(marker);
        }
        expect(readConfigSet(configs, undefined, { sites: () => [casino2], force: forceFrom({ CONFIG_FORCE: refused.revision }) })).toMatchObject({
          ok: true,
          forced: { by: 'CONFIG_FORCE' },
        });
      },
    );
    expect(existsSync(template('casino2'))).toBe(true);
  });
});

describe('config-lint --sites', () => {
  const sitesFile = join(dir, 'sites.json');
  writeFileSync(sitesFile, JSON.stringify({ sites: [casino2, slot2] }));

  it('reports what the server would refuse, with the same message', () => {
    withEdit(
      'casino2',
      () => undefined,
      () => {
        const r = runCli([configs, '--sites', sitesFile]);
        expect(r.code).toBe(1);
        expect(r.out).toContain(
          'site-configs/templates/casino2.json:1:1  fleet  templates/casino2.json was removed but casino2.localhost uses theme_code casino2',
        );
      },
    );
    expect(runCli([configs, '--sites', sitesFile]).code).toBe(0);
  });

  it('uses the fleet the server recorded beside the directory when no --sites is given', () => {
    const recorded = fleetFileFor(configs, {});
    writeFileSync(recorded, JSON.stringify({ version: 1, sites: [slot2] }));
    try {
      const r = withEdit('slot2', renameSchemes, () => runCli([configs]));
      expect(r.code).toBe(1);
      expect(r.out).toContain('slot2.localhost uses theme_color color11-1');
    } finally {
      unlinkSync(recorded);
    }
  });

  it('a --sites file that is missing or not a sites file is a usage error', () => {
    expect(runCli([configs, '--sites', join(dir, 'nope.json')])).toMatchObject({ code: 2, err: expect.stringContaining('--sites: no file') });
    writeFileSync(join(dir, 'bad.json'), '{"x": 1}');
    expect(runCli([configs, '--sites', join(dir, 'bad.json')]).code).toBe(2);
  });
});
