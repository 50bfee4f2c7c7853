import { cpSync, mkdirSync, mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { REPO_ROOT } from './repo.ts';

/**
 * A temporary copy of the project's configs (site-configs/, public/, and only locales/en so a
 * translation in progress elsewhere cannot change a test's outcome) with some files replaced: for
 * the tests of tools that work on a directory (the gate, clone-template, migrate, explain). Rule
 * tests run in memory (rule-tester.ts).
 */
export function makeProject(files: Record<string, string> = {}): string {
  const root = mkdtempSync(join(tmpdir(), 'config-lint-'));
  cpSync(join(REPO_ROOT, 'site-configs'), join(root, 'site-configs'), { recursive: true });
  cpSync(join(REPO_ROOT, 'public'), join(root, 'public'), { recursive: true });
  cpSync(join(REPO_ROOT, 'locales', 'en'), join(root, 'locales', 'en'), { recursive: true });
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, rel)), { recursive: true });
    writeFileSync(join(root, rel), text);
  }
  return root;
}

export function removeProject(root: string): void {
  rmSync(root, { recursive: true, force: true });
}

/** Projects a test makes as it goes, all removed when it is done (`afterAll(pool.removeAll)`). */
export function projectPool(): { make(files: Record<string, string>): string; removeAll(): void } {
  const roots: string[] = [];
  return {
    make(files) {
      const root = makeProject(files);
      roots.push(root);
      return root;
    },
    removeAll() {
      for (const root of roots.splice(0)) removeProject(root);
    },
  };
}

/** A page file around one root node, as a test writes it under site-configs/pages/. */
export const pageFile = (node: string) => `{\n  "$schema": "../../schemas/generated/page.schema.json",\n  "version": 1,\n  "root": ${node}\n}\n`;
