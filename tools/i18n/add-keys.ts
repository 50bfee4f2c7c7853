/**
 * Adds or updates English messages: `npx tsx tools/i18n/add-keys.ts ui '{"cat.slots":"Slots"}'`.
 * Reads, merges and writes in one step, sorted, so several authors can add keys without losing any.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const [file, json, lang = 'en'] = process.argv.slice(2);
const FILES = ['ui', 'validation', 'errors', 'messages', '_m'];
if (!file || !json || !FILES.includes(file)) {
  console.error(`usage: add-keys <${FILES.join('|')}> '<json object>' [language folder]`);
  process.exit(2);
}
const added = JSON.parse(json) as Record<string, string>;
const path = join(import.meta.dirname, '../../locales', lang, `${file}.json`);
const current = JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>;
const merged = { ...current, ...added };
const sorted = Object.fromEntries(
  Object.keys(merged)
    .sort()
    .map((k) => [k, merged[k]]),
);
writeFileSync(path, `${JSON.stringify(sorted, null, 2)}\n`);
console.log(`${path}: ${Object.keys(added).length} key(s) written, ${Object.keys(sorted).length} in all`);
