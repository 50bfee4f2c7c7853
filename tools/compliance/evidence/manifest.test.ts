import { unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { packZip, sha256, verifyPack, type Manifest } from './manifest.ts';

const head = {
  tool: { name: 'compliance evidence', version: '1.0.0' },
  brand: 'casino1',
  window: { from: '2026-02-01', to: '2026-02-28', start: '2026-02-01T00:00:00.000Z', end: '2026-02-28T23:59:59.999Z' },
  generatedAt: '2026-03-01T00:00:00.000Z',
  store: 'memory',
} as const;

describe('the evidence manifest', () => {
  const files = new Map([
    ['summary.txt', new TextEncoder().encode('hello\n')],
    ['revisions/01-r1/screenshots/home@phone-390.png', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3])],
  ]);
  const { zip, manifest } = packZip(files, head);

  it('lists every file with its SHA-256 and size, and verifies', () => {
    expect(manifest.files).toEqual([
      { path: 'revisions/01-r1/screenshots/home@phone-390.png', sha256: sha256(files.get('revisions/01-r1/screenshots/home@phone-390.png')!), size: 7 },
      { path: 'summary.txt', sha256: '5891b5b522d5df086d0ff0b110fbd9d21bb4fc7163af34d08286a2e846f6be03', size: 6 },
    ]);
    const inZip = JSON.parse(new TextDecoder().decode(unzipSync(zip)['manifest.json'])) as Manifest;
    expect(inZip).toEqual(manifest);
    expect(verifyPack(zip)).toEqual([]);
  });

  it('finds a file changed, added or removed after the pack was made', () => {
    const unpacked = unzipSync(zip);
    unpacked['summary.txt'] = new TextEncoder().encode('hellO\n');
    unpacked['extra.txt'] = new Uint8Array([1]);
    delete unpacked['revisions/01-r1/screenshots/home@phone-390.png'];
    expect(verifyPack(zipSync(unpacked))).toEqual([
      'revisions/01-r1/screenshots/home@phone-390.png: listed, not in the zip',
      'summary.txt: its SHA-256 or size differs from the manifest',
      'extra.txt: in the zip, not listed',
    ]);
  });
});
