import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { diskFs, type ProjectFs } from './project-fs.ts';
import { recordingFs, unchanged } from './recording-fs.ts';

/** the disk, counting the texts read through it */
function countingFs(): ProjectFs & { texts: number } {
  const fs = {
    ...diskFs,
    texts: 0,
    readText(path: string) {
      fs.texts++;
      return diskFs.readText(path);
    },
  };
  return fs;
}

const HOUR_AGO = () => (Date.now() - 3_600_000) / 1000;

describe('recordingFs and unchanged: texts checked by stamp, then by hash', () => {
  let dir: string;
  let file: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'recording-fs-'));
    file = join(dir, 'a.json');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('reads an empty file’s bytes as no file: the empty -wal an open store leaves is gone once it closes', () => {
    const wal = join(dir, 'store.sqlite-wal');
    writeFileSync(wal, '');
    const recording = recordingFs(diskFs);
    recording.bytes(wal);
    rmSync(wal);
    expect(unchanged(recording.reads(), diskFs)).toBe(true);
    writeFileSync(wal, 'a page');
    expect(unchanged(recording.reads(), diskFs)).toBe(false);
  });

  it('vouches for an old file by its stamp without reading it again', () => {
    writeFileSync(file, '{"a":1}');
    utimesSync(file, HOUR_AGO(), HOUR_AGO());
    const recording = recordingFs(diskFs);
    recording.fs.readText(file);
    const [read] = recording.reads();
    expect(read?.[3]).toBeDefined();
    const fs = countingFs();
    expect(unchanged(recording.reads(), fs)).toBe(true);
    expect(fs.texts).toBe(0);
  });

  it('compares by hash when the stamp moved: a touched file with the same text is unchanged, a new text of the same size is not', () => {
    writeFileSync(file, '{"a":1}');
    const old = HOUR_AGO();
    utimesSync(file, old, old);
    const recording = recordingFs(diskFs);
    recording.fs.readText(file);
    utimesSync(file, old + 60, old + 60);
    const fs = countingFs();
    expect(unchanged(recording.reads(), fs)).toBe(true);
    expect(fs.texts).toBe(1);
    writeFileSync(file, '{"a":2}');
    utimesSync(file, old + 120, old + 120);
    expect(unchanged(recording.reads(), diskFs)).toBe(false);
  });

  it('keeps no stamp for a file modified within RACY_MS: a same-size edit that keeps its time is still seen', () => {
    writeFileSync(file, '{"a":1}');
    const recording = recordingFs(diskFs);
    recording.fs.readText(file);
    expect(recording.reads()[0]?.[3]).toBeUndefined();
    const { mtimeMs } = diskFs.stat(file) ?? { mtimeMs: 0 };
    writeFileSync(file, '{"a":2}');
    utimesSync(file, mtimeMs / 1000, mtimeMs / 1000);
    expect(unchanged(recording.reads(), diskFs)).toBe(false);
  });

  it('records a missing file as missing, and sees it appear', () => {
    const recording = recordingFs(diskFs);
    expect(recording.fs.readText(file)).toBeUndefined();
    expect(unchanged(recording.reads(), diskFs)).toBe(true);
    writeFileSync(file, '{}');
    expect(unchanged(recording.reads(), diskFs)).toBe(false);
  });
});
