import { afterEach, describe, expect, it, vi } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { makeProject, removeProject } from './fixture-project.ts';
import { main as lintMain } from '../../tools/config-lint/main.ts';
import { cloneTemplate, labelFor } from './clone-template.ts';
import { main } from '../../tools/clone-template/main.ts';
import { REPO_ROOT } from './repo.ts';

function quiet<T>(fn: () => T): T {
  const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
  const err = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    return fn();
  } finally {
    log.mockRestore();
    err.mockRestore();
  }
}

describe('clone-template', () => {
  let root = '';
  afterEach(() => removeProject(root));

  it('clone-template slot2 slot10 then lint: exit 0', () => {
    root = makeProject();
    expect(quiet(() => main(['slot2', 'slot10', '--root', root]))).toBe(0);
    const doc = JSON.parse(readFileSync(join(root, 'site-configs/templates/slot10.json'), 'utf8')) as Record<string, unknown>;
    // same layout (template11): the clone inherits color11-1…5 unchanged, so the patch is empty
    expect(doc).toEqual({ $schema: '../../schemas/generated/template.schema.json', version: 1, key: 'slot10', extends: 'slot2', label: 'Slot 10' });
    expect(quiet(() => lintMain(['--root', root, join(root, 'site-configs')]))).toBe(0);
  });

  it('renames the schemes for another layout', () => {
    root = makeProject();
    const r = cloneTemplate({ root, from: 'slot2', to: 'slot11', layout: 'template23' });
    expect(r.schemeNames).toEqual(['color23-1', 'color23-2', 'color23-3', 'color23-4', 'color23-5']);
    const schemes = r.doc['schemes'] as Record<string, unknown>;
    expect(schemes['color11-1']).toBeNull();
    expect(Object.keys(schemes).filter((k) => schemes[k] !== null)).toEqual(r.schemeNames);
    expect(quiet(() => lintMain(['--root', root, join(root, 'site-configs')]))).toBe(0);
  });

  it('--flatten writes the resolved template with no extends', () => {
    root = makeProject();
    const r = cloneTemplate({ root, from: 'casino1', to: 'casino10', flatten: true, layout: 'template2' });
    expect(r.doc['extends']).toBeUndefined();
    expect(Object.keys(r.doc).slice(0, 6)).toEqual(['$schema', 'version', 'key', 'family', 'label', 'layout']);
    expect(Object.keys(r.doc['schemes'] as object)).toEqual(['color2-1', 'color2-2', 'color2-3', 'color2-4', 'color2-5']);
    expect(r.doc['pages']).toBeDefined();
    expect(quiet(() => lintMain(['--root', root, join(root, 'site-configs')]))).toBe(0);
  });

  it('refuses a bad key, a missing source, template18 and an existing target', () => {
    root = makeProject();
    expect(quiet(() => main(['slot2', 'Slot-10', '--root', root]))).toBe(2);
    expect(quiet(() => main(['slot99', 'slot10', '--root', root]))).toBe(2);
    expect(quiet(() => main(['slot2', 'slot10', '--layout', 'template18', '--root', root]))).toBe(2);
    expect(quiet(() => main(['slot2', 'slot1', '--root', root]))).toBe(2);
  });

  it('labels a key the way the shipped templates do', () => {
    expect(labelFor('sportsbook12')).toBe('Sportsbook 12');
  });
});

describe('clone-template --flatten writes the smallest override', () => {
  let root = '';
  // what the flattened clone carries of the family base's own patches (the cashier's payment methods)
  const familyPages = (
    JSON.parse(readFileSync(join(REPO_ROOT, 'site-configs/templates/_casino.json'), 'utf8')) as { patches?: { pages?: Record<string, unknown> } }
  ).patches?.pages;
  afterEach(() => removeProject(root));

  it('a page that differs from the shared page only in node props becomes node patches', () => {
    const home = JSON.parse(readFileSync(join(REPO_ROOT, 'site-configs/pages/home.json'), 'utf8')) as {
      root: { children: { props: Record<string, unknown> }[] };
    };
    const copy = structuredClone(home.root);
    (copy.children[1] as { props: Record<string, unknown> }).props['limit'] = 24;
    const base = JSON.parse(readFileSync(join(REPO_ROOT, 'site-configs/templates/casino5.json'), 'utf8')) as Record<string, unknown>;
    root = makeProject({ 'site-configs/templates/casino5.json': JSON.stringify({ ...base, pages: { home: { root: copy } } }) });
    const result = cloneTemplate({ root, from: 'casino5', to: 'casino10', flatten: true });
    expect(result.doc['pages']).toBeUndefined();
    expect(result.doc['patches']).toEqual({ pages: { ...familyPages, home: { 'hot-games': { props: { limit: 24 } } } } });
    expect(quiet(() => lintMain(['--root', root, join(root, 'site-configs/templates/casino10.json')]))).toBe(0);
  });

  it('a page that moves a node of the shared page and changes its props becomes a structural op and a node patch', () => {
    const home = JSON.parse(readFileSync(join(REPO_ROOT, 'site-configs/pages/home.json'), 'utf8')) as {
      root: { children: { props: Record<string, unknown> }[] };
    };
    const copy = structuredClone(home.root);
    copy.children.reverse();
    (copy.children[0] as { props: Record<string, unknown> }).props['limit'] = 24;
    const base = JSON.parse(readFileSync(join(REPO_ROOT, 'site-configs/templates/casino5.json'), 'utf8')) as Record<string, unknown>;
    root = makeProject({ 'site-configs/templates/casino5.json': JSON.stringify({ ...base, pages: { home: { root: copy } } }) });
    const result = cloneTemplate({ root, from: 'casino5', to: 'casino10', flatten: true });
    expect(result.doc['pages']).toBeUndefined();
    expect(result.doc['patches']).toEqual({
      pages: { ...familyPages, home: { 'hot-games': { props: { limit: 24 } } } },
      structure: { pages: { home: [{ move: 'hero', after: 'hot-games' }] } },
    });
    expect(quiet(() => lintMain(['--root', root, join(root, 'site-configs/templates/casino10.json')]))).toBe(0);
  });
});
