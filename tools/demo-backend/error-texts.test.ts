import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A failure the demo backend answers a player's call with reaches the player as `errors.<statusMessage>`
 * (src/session/use-error-handler.ts), and a code without a text shows raw. These answer only the page's own
 * server-side reads, which degrade as docs/contract.md says instead of showing a text.
 */
const SERVER_SIDE = new Set(['seoNotFound', 'siteNotFound', 'invalidSite', 'invalidGameType']);

const root = import.meta.dirname;
const localesDir = join(root, '../../locales');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

function failureCodes(): string[] {
  const codes = new Set<string>();
  for (const file of sources(root)) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/\bfail\('([A-Za-z]+)'|\bproblem: '([A-Za-z]+)'/g)) codes.add((match[1] ?? match[2])!);
  }
  return [...codes].filter((code) => !SERVER_SIDE.has(code)).sort();
}

describe("the demo backend's failure codes", () => {
  const codes = failureCodes();
  it('are found in its handlers', () => {
    expect(codes).toContain('invalidConsent');
    expect(codes).toContain('invalidAmount');
  });
  for (const language of readdirSync(localesDir)) {
    it(`each have a text in ${language}'s errors.json`, () => {
      const texts = JSON.parse(readFileSync(join(localesDir, language, 'errors.json'), 'utf8')) as Record<string, string>;
      expect(codes.filter((code) => !texts[code])).toEqual([]);
    });
  }
});
