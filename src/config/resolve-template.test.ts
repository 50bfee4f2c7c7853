import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { TemplateFile } from '../../schemas/template.ts';
import { extendsChain, mergeChain, resolveTemplate, TemplateError } from './resolve-template.ts';

type File = { name: string; extends?: string; v?: number; keep?: string };
const walk = (files: File[], start: string) => {
  const byName = new Map(files.map((f) => [f.name, f]));
  const r = extendsChain(
    byName.get(start) as File,
    (f) => f.extends,
    (k) => byName.get(k),
  );
  return { names: r.chain.map((f) => f.name), broken: r.broken };
};

describe('extendsChain (the walk the server and the tools share)', () => {
  it('lists the file and its bases, most derived first', () => {
    expect(walk([{ name: 'a', extends: 'b' }, { name: 'b', extends: 'c' }, { name: 'c' }], 'a')).toEqual({ names: ['a', 'b', 'c'], broken: undefined });
  });
  it('stops at a missing base and says which file names it', () => {
    const r = walk(
      [
        { name: 'a', extends: 'b' },
        { name: 'b', extends: 'gone' },
      ],
      'a',
    );
    expect(r.names).toEqual(['a', 'b']);
    expect(r.broken).toMatchObject({ kind: 'missing', base: 'gone', from: { name: 'b' } });
  });
  it('stops at a cycle and lists the files in it', () => {
    const r = walk(
      [
        { name: 'a', extends: 'b' },
        { name: 'b', extends: 'c' },
        { name: 'c', extends: 'b' },
      ],
      'a',
    );
    expect(r.broken?.kind).toBe('cycle');
    expect(r.broken?.kind === 'cycle' && r.broken.files.map((f) => f.name)).toEqual(['b', 'c']);
  });
  it('mergeChain patches the derived over the base', () => {
    expect(
      mergeChain<File>([
        { name: 'a', v: 2 },
        { name: 'b', v: 1, keep: 'base' },
      ]),
    ).toEqual({ name: 'a', v: 2, keep: 'base' });
  });
});

describe('resolveTemplate', () => {
  const dir = join(import.meta.dirname, '../../site-configs/templates');
  const load = async (key: string): Promise<TemplateFile | undefined> => {
    try {
      return JSON.parse(readFileSync(join(dir, `${key}.json`), 'utf8')) as TemplateFile;
    } catch {
      return undefined;
    }
  };
  it('resolves a site template through its family base, breakpoints sorted', async () => {
    const t = await resolveTemplate('casino1', load);
    expect(t?.family).toBeTruthy();
    expect(t?.layout).toBe('template1');
    expect(t?.breakpoints.map((b) => b.width)).toEqual([...(t?.breakpoints.map((b) => b.width) ?? [])].sort((a, b) => a - b));
  });
  it('is undefined for an unknown key and a TemplateError for a broken chain', async () => {
    expect(await resolveTemplate('no-such-template', load)).toBeUndefined();
    const cyclic = async (key: string) => ({ a: { extends: 'b' }, b: { extends: 'a' } })[key] as TemplateFile | undefined;
    await expect(resolveTemplate('a', cyclic)).rejects.toThrow(TemplateError);
    await expect(resolveTemplate('a', cyclic)).rejects.toThrow('extends cycle through "a"');
    const orphan = async (key: string) => ({ a: { extends: 'gone' } })[key] as TemplateFile | undefined;
    await expect(resolveTemplate('a', orphan)).rejects.toThrow('base "gone" does not exist');
  });
});
