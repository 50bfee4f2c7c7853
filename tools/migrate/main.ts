import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { isDirectory, listJsonFiles, readConfigFile } from '../../engine/project/config-files.ts';
import { displayBase } from '../../engine/project/project.ts';
import { configDirFrom, locateConfigs, REPO_ROOT } from '../../engine/project/repo.ts';
import { formatJson, migrateDocument, MigrationError, needsMigration } from '../../engine/migrate/migrate.ts';
import type { JsonObject } from '../../engine/migrate/types.ts';

const USAGE = `usage: migrate [--check | --write] [paths…]

Brings config files (default: CONFIG_DIR, else site-configs/) to the current format version.
  --check  list stale files, exit 1 if there is any (the default; for CI)
  --write  rewrite stale files in place (2-space JSON)`;

export function main(argv: readonly string[]): number {
  let mode: 'check' | 'write' = 'check';
  const paths: string[] = [];
  for (const a of argv) {
    if (a === '--check') mode = 'check';
    else if (a === '--write') mode = 'write';
    else if (a === '--help' || a === '-h') {
      console.log(USAGE);
      return 0;
    } else if (a.startsWith('-')) {
      console.error(`migrate: unknown option ${a}\n${USAGE}`);
      return 2;
    } else paths.push(resolve(a));
  }
  // an explicit path wins, then CONFIG_DIR (what the server serves), then the project's site-configs/
  const targets = paths.length ? paths : [configDirFrom(process.env)];
  const located = locateConfigs(targets[0] ?? REPO_ROOT);
  const root = located ? displayBase(located.root, located.configDir) : REPO_ROOT;
  const files = targets.flatMap((p) => (isDirectory(p) ? listJsonFiles(p) : [p]));
  let stale = 0;
  let failed = 0;
  for (const path of files) {
    let file;
    try {
      file = readConfigFile(path, root);
    } catch (e) {
      console.error(`migrate: cannot read ${path}: ${e instanceof Error ? e.message : String(e)}`);
      return 2;
    }
    // malformed files and sites/ (the demo backend's data) are config-lint's business, not a format step's
    if (!file.data || file.kind === 'site' || file.kind === 'other') continue;
    const doc = file.data as JsonObject;
    try {
      if (!needsMigration(doc)) continue;
      const result = migrateDocument(doc, file.kind);
      stale++;
      if (mode === 'write') {
        writeFileSync(path, formatJson(result.doc));
        console.log(`migrated ${file.rel}: version ${result.from} → ${result.to}`);
      } else console.log(`${file.rel}: version ${result.from} needs migration to ${result.to}`);
    } catch (e) {
      if (!(e instanceof MigrationError)) throw e;
      failed++;
      console.error(`${file.rel}: ${e.message}`);
    }
  }
  if (failed) return 2;
  if (mode === 'check' && stale) {
    console.log(`migrate: ${stale} stale file${stale === 1 ? '' : 's'}; run \`npm run migrate -- --write\``);
    return 1;
  }
  console.log(mode === 'write' ? `migrate: ${stale} file${stale === 1 ? '' : 's'} migrated` : 'migrate: every file is current');
  return 0;
}
