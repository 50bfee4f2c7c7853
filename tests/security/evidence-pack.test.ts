/**
 * `compliance evidence` (docs/compliance.md "Evidence pack") against a real config store on disk and
 * the real built server: casino1 is published twice in the window, after a seed before it; the pack
 * holds the three revisions with their diffs, SARIF and screenshots, their audit entries and the
 * chain's verification, and a manifest every file matches. Needs `npm run build`.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfigFiles } from '../../engine/lint/gate.ts';
import { createPublisher } from '../../engine/store/publish.ts';
import { openSqliteBackend } from '../../engine/store/sqlite.ts';
import type { AuditEntry, FileMap } from '../../engine/store/types.ts';
import type { Manifest } from '../../tools/compliance/evidence/manifest.ts';
import { sha256, verifyPack } from '../../tools/compliance/evidence/manifest.ts';
import { runBin } from './operator-server.ts';
import { ROOT } from './server.ts';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const dir = mkdtempSync(join(tmpdir(), 'evidence-pack-'));
const storeFile = join(dir, 'config-store.sqlite');
const env = { CONFIG_STORE_URL: `file:${storeFile}` };

/** casino1 with every colour scheme's background set to `bg`: what every page of it shows. */
function withBackground(files: FileMap, bg: string): FileMap {
  const template = JSON.parse(files['templates/casino1.json']!) as { schemes: Record<string, Record<string, string>> };
  for (const scheme of Object.values(template.schemes)) scheme['bg'] = bg;
  return { ...files, 'templates/casino1.json': `${JSON.stringify(template, null, 2)}\n` };
}

let zip: Record<string, Uint8Array>;
let manifest: Manifest;
let revisionIds: string[];
let out = '';

beforeAll(async () => {
  let clock = new Date('2026-01-05T10:00:00Z');
  const store = openSqliteBackend(storeFile, { now: () => clock });
  const publisher = createPublisher({ store });
  const seed = readConfigFiles(join(ROOT, 'site-configs'));
  const publish = async (files: FileMap, parent: string | null, at: string, message: string) => {
    clock = new Date(at);
    const outcome = await publisher.publish({ files, parent, author: 'cli:tester', message, kind: parent ? 'publish' : 'seed' });
    if (!outcome.ok) throw new Error(`publish refused: ${JSON.stringify(outcome)}`);
    return outcome.revision.id;
  };
  const r0 = await publish(seed, null, '2026-01-05T10:00:00Z', 'seed');
  const r1 = await publish(withBackground(seed, '#ffffff'), r0, '2026-02-10T09:00:00Z', 'casino1 goes light');
  const r2 = await publish(withBackground(seed, '#c00000'), r1, '2026-02-11T09:00:00Z', 'casino1 goes red');
  // after the window: not in the pack
  await publish(withBackground(seed, '#00c000'), r2, '2026-03-02T09:00:00Z', 'casino1 goes green');
  await store.close();
  revisionIds = [r0, r1, r2];
}, 120_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

const text = (path: string) => new TextDecoder().decode(zip[path]);
const dirOf = (id: string) => {
  const found = Object.keys(zip).find((p) => p.startsWith('revisions/') && p.endsWith(`-${id}/revision.json`));
  if (!found) throw new Error(`no revision ${id} in ${Object.keys(zip).join(', ')}`);
  return found.slice(0, -'/revision.json'.length);
};

describe('compliance evidence', () => {
  beforeAll(async () => {
    out = join(dir, 'pack.zip');
    const run = await runBin('compliance', ['evidence', '--brand', 'casino1', '--from', '2026-02-01', '--to', '2026-02-28', '--out', out], env);
    if (run.code !== 0) throw new Error(`compliance evidence exited ${run.code}:\n${run.stdout}\n${run.stderr}`);
    zip = unzipSync(readFileSync(out));
    manifest = JSON.parse(new TextDecoder().decode(zip['manifest.json'])) as Manifest;
  }, 600_000);

  it('holds the revision live at the start and both publishes in the window, not the one after', () => {
    const revisions = Object.keys(zip).filter((p) => p.endsWith('/revision.json'));
    expect(revisions).toHaveLength(3);
    expect(revisionIds.map((id) => (JSON.parse(text(`${dirOf(id)}/revision.json`)) as { role: string }).role)).toEqual(['start', 'window', 'window']);
    expect(text(`${dirOf(revisionIds[2]!)}/diff.txt`)).toMatch(/scheme color1-1 · bg: "#ffffff" → "#c00000"/);
    const diff = JSON.parse(text(`${dirOf(revisionIds[1]!)}/diff.json`)) as { files: { file: string }[] };
    expect(diff.files.map((f) => f.file)).toEqual(['templates/casino1.json']);
  });

  it('holds config-lint’s verdict at each publish as SARIF', () => {
    for (const id of revisionIds) {
      const sarif = JSON.parse(text(`${dirOf(id)}/lint.sarif`)) as { version: string; runs: { tool: { driver: { name: string } }; results: unknown[] }[] };
      expect(sarif.version).toBe('2.1.0');
      expect(sarif.runs[0]?.tool.driver.name).toBe('config-lint');
    }
  });

  it('holds screenshots of home and /login at phone and desktop widths, differing where the content differs', () => {
    for (const id of revisionIds)
      for (const shot of ['home@phone-390.png', 'home@desktop-1280.png', 'login@phone-390.png', 'login@desktop-1280.png']) {
        const png = zip[`${dirOf(id)}/screenshots/${shot}`];
        expect(png, `${id} ${shot}`).toBeDefined();
        expect([...png!.subarray(0, 8)]).toEqual(PNG);
        expect(png!.length).toBeGreaterThan(5_000);
      }
    const light = zip[`${dirOf(revisionIds[1]!)}/screenshots/home@desktop-1280.png`]!;
    const red = zip[`${dirOf(revisionIds[2]!)}/screenshots/home@desktop-1280.png`]!;
    expect(sha256(light)).not.toBe(sha256(red));
  });

  it('holds the window’s audit entries of both publishes and the verified chain', () => {
    const entries = JSON.parse(text('audit/entries.json')) as AuditEntry[];
    expect(entries.map((e) => [e.action, e.revision])).toEqual([
      ['publish', revisionIds[1]],
      ['publish', revisionIds[2]],
    ]);
    const chain = JSON.parse(text('audit/chain.json')) as { ok: boolean; verified: number };
    expect(chain.ok).toBe(true);
    expect(chain.verified).toBe(4);
  });

  it('lists every file with its SHA-256 and size, and every hash matches', () => {
    expect(manifest.brand).toBe('casino1');
    expect(manifest.window).toMatchObject({ from: '2026-02-01', to: '2026-02-28' });
    expect(manifest.tool.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(Date.parse(manifest.generatedAt)).not.toBeNaN();
    expect(manifest.files.map((f) => f.path).sort()).toEqual(
      Object.keys(zip)
        .filter((p) => p !== 'manifest.json')
        .sort(),
    );
    for (const f of manifest.files) {
      expect(sha256(zip[f.path]!), f.path).toBe(f.sha256);
      expect(zip[f.path]!.length).toBe(f.size);
    }
    expect(verifyPack(readFileSync(out))).toEqual([]);
  });
});

describe('compliance evidence refuses', () => {
  const argv = (brand: string, from: string, to: string) => ['evidence', '--brand', brand, '--from', from, '--to', to, '--out', join(dir, 'x.zip')];

  it('exits 2 naming the known brands for an unknown one, for reversed dates and for a store that is not there', async () => {
    const [unknown, reversed, noStore] = await Promise.all([
      runBin('compliance', argv('casino99', '2026-02-01', '2026-02-28'), env),
      runBin('compliance', argv('casino1', '2026-03-01', '2026-02-01'), env),
      runBin('compliance', argv('casino1', '2026-02-01', '2026-02-28'), { CONFIG_STORE_URL: `file:${join(dir, 'none.sqlite')}` }),
    ]);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/no brand "casino99" in the config store; known brands: .*casino1, casino11/);
    expect(reversed.code).toBe(2);
    expect(reversed.stderr).toContain('--from 2026-03-01 is after --to 2026-02-01');
    expect(noStore.code).toBe(2);
    expect(noStore.stderr).toContain('no config store at');
    expect(existsSync(join(dir, 'x.zip'))).toBe(false);
  }, 120_000);
});
