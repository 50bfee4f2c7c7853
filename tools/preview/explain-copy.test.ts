import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeProject, removeProject } from '../../engine/project/fixture-project.ts';
import { REPO_ROOT } from '../../engine/project/repo.ts';
import { explain } from './explain.ts';

let root = '';
beforeAll(() => {
  const template = JSON.parse(readFileSync(join(REPO_ROOT, 'site-configs/templates/casino1.json'), 'utf8')) as Record<string, unknown>;
  const edited = {
    ...template,
    messages: { 'home.headline': { EN: 'Big wins', CN: '大奖' }, 'home.tagline': { EN: 'Winners' } },
    patches: { pages: { home: { 'hot-games': { props: { title: 'brand.home.headline' } }, 'home-winners': { props: { title: 'brand.home.tagline' } } } } },
  };
  root = makeProject({ 'site-configs/templates/casino1.json': `${JSON.stringify(edited, null, 2)}\n` });
});
afterAll(() => removeProject(root));

describe('explain for brand copy', () => {
  it('shows each language text of a brand key with where it is written, and the English fallback of a language without one', () => {
    const text = explain({ root, template: 'casino1', route: '/' }).join('\n');
    expect(text).toMatch(
      /· title = "brand\.home\.headline" {2}← patch hot-games {2}site-configs\/templates\/casino1\.json:\d+:\d+\n\s+EN "Big wins" {2}← site-configs\/templates\/casino1\.json:\d+:\d+ \/messages\/home\.headline\/EN\n\s+CN "大奖" {2}← site-configs\/templates\/casino1\.json:\d+:\d+ \/messages\/home\.headline\/CN/,
    );
    expect(text).toMatch(
      /· title = "brand\.home\.tagline" .*\n\s+EN "Winners" {2}← .*\/messages\/home\.tagline\/EN\n\s+CN no text: falls back to English "Winners"/,
    );
  });
});
