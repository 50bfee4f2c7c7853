/**
 * The pack's manifest and its zip: manifest.json lists every other file with its SHA-256 and size,
 * so anyone holding the zip can check that nothing in it was changed since it was made
 * (docs/compliance.md "Evidence pack").
 */
import { createHash } from 'node:crypto';
import { strToU8, unzipSync, zipSync } from 'fflate';

export const MANIFEST = 'manifest.json';

export interface ManifestFile {
  path: string;
  sha256: string;
  size: number;
}

export interface Manifest {
  tool: { name: 'compliance evidence'; version: string };
  brand: string;
  window: { from: string; to: string; start: string; end: string };
  generatedAt: string;
  /** where the revisions and audit entries were read (no password) */
  store: string;
  files: ManifestFile[];
}

export const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');

/** The zip of `files` (path → bytes) and the manifest describing them. */
export function packZip(files: ReadonlyMap<string, Uint8Array>, head: Omit<Manifest, 'files'>): { zip: Uint8Array; manifest: Manifest } {
  const listed = [...files].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const manifest: Manifest = { ...head, files: listed.map(([path, data]) => ({ path, sha256: sha256(data), size: data.length })) };
  const entries: Record<string, Uint8Array> = { [MANIFEST]: strToU8(`${JSON.stringify(manifest, null, 2)}\n`) };
  for (const [path, data] of listed) entries[path] = data;
  // PNGs are compressed already: stored as they are
  const zip = zipSync(Object.fromEntries(Object.entries(entries).map(([path, data]) => [path, [data, { level: path.endsWith('.png') ? 0 : 6 }]])));
  return { zip, manifest };
}

/** Each way a zip's files disagree with its manifest (empty: it verifies). */
export function verifyPack(zip: Uint8Array): string[] {
  const files = unzipSync(zip);
  const raw = files[MANIFEST];
  if (!raw) return [`no ${MANIFEST}`];
  const manifest = JSON.parse(new TextDecoder().decode(raw)) as Manifest;
  const problems: string[] = [];
  const listed = new Set(manifest.files.map((f) => f.path));
  for (const f of manifest.files) {
    const data = files[f.path];
    if (!data) problems.push(`${f.path}: listed, not in the zip`);
    else if (data.length !== f.size || sha256(data) !== f.sha256) problems.push(`${f.path}: its SHA-256 or size differs from the manifest`);
  }
  for (const path of Object.keys(files)) if (path !== MANIFEST && !listed.has(path)) problems.push(`${path}: in the zip, not listed`);
  return problems;
}
