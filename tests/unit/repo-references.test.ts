import { describe, expect, it } from 'vitest';
import { outsideReferences, readRepoFile, REPO_ROOT, repositoryFiles, sectionHeadings, sectionsCited } from './repo-references.ts';

const CONTRACT = 'docs/contract.md';
/** These two name the patterns they look for. */
const SELF = new Set(['tests/unit/repo-references.ts', 'tests/unit/repo-references.test.ts']);

const files = repositoryFiles().filter((f) => !SELF.has(f));
const texts = new Map(files.map((f) => [f, readRepoFile(f)]));
const where = (c: { file: string; line: number; text: string }) => `${c.file}:${c.line}  ${c.text.slice(0, 140)}`;

describe('the scanners', () => {
  it('find cited sections, headings and references that leave the repository', () => {
    expect(sectionsCited('a.ts', '/** §7 retries, §8. and §2.3 */').map((c) => c.section)).toEqual(['7', '8', '2.3']);
    expect([...sectionHeadings('# Title\n## §1 One\n### §2.3 Finer\nText §4')]).toEqual(['1', '2.3']);
    expect(outsideReferences('README.md', 'The contract is `../shared/spec.md`.')).toHaveLength(1);
    expect(outsideReferences('src/x.ts', '// see DESIGN §5')).toHaveLength(1);
    expect(outsideReferences('docs/x.md', 'as spec §7 says')).toHaveLength(1);
    expect(outsideReferences('tools/a/b.ts', "import x from '../../../outside.ts';")).toHaveLength(1);
    expect(outsideReferences('tools/a/b.ts', "import x from '../shared/project.ts';")).toEqual([]);
    expect(outsideReferences('tools/a/b/c.ts', "import x from '../../../src/x.ts';")).toEqual([]);
  });

  it('read the repository itself, not its installs or build output', () => {
    expect(files).toContain(CONTRACT);
    expect(files).toContain('src/api/http.ts');
    expect(files.some((f) => f.startsWith('node_modules/') || f.startsWith('dist/') || f.startsWith('.git/'))).toBe(false);
    expect(REPO_ROOT).not.toMatch(/node_modules/);
  });
});

describe('docs/contract.md', () => {
  const headings = sectionHeadings(texts.get(CONTRACT) ?? '');

  it('has a heading for each of §1–§9', () => {
    expect([...headings].filter((s) => !s.includes('.')).sort()).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
  });

  it('has a heading for every § the repository cites', () => {
    const cited = [...texts].flatMap(([file, text]) => sectionsCited(file, text));
    expect(cited.length).toBeGreaterThan(100);
    expect(cited.filter((c) => !headings.has(c.section)).map(where)).toEqual([]);
  });

  it('keeps § for the contract: issue parts are not written with it', () => {
    const issueParts = [...texts].flatMap(([file, text]) => sectionsCited(file, text).filter((c) => /\bissue\s+\d+\s*§/i.test(c.text)));
    expect(issueParts.map(where)).toEqual([]);
  });
});

describe('references', () => {
  it('point inside the repository only (no original spec or design, no path above the root)', () => {
    expect([...texts].flatMap(([file, text]) => outsideReferences(file, text)).map(where)).toEqual([]);
  });
});
