import { describe, expect, it } from 'vitest';
import { explain, explainData, ExplainError } from './explain.ts';

describe('explain', () => {
  it('shows the layout, the page in its Outlet, and who set each value at a breakpoint', () => {
    const lines = explain({ template: 'slot2', route: '/', at: 'desktop' });
    expect(lines[0]).toBe('template slot2  (site-configs/templates/slot2.json ← site-configs/templates/_slot.json)');
    expect(lines).toContain('layout template11 (template slot2, site-configs/layouts/template11.json)');
    const text = lines.join('\n');
    expect(text).toContain('Outlet → page home');
    expect(text).toMatch(/gap = 28 {2}← at\.desktop {2}site-configs\/layouts\/template11\.json:\d+:\d+/);
    expect(text).toContain('sticky = false  ← widget default');
  });

  it('takes a page key and lists every override without --at', () => {
    const text = explain({ template: 'casino1', route: 'about' }).join('\n');
    expect(text).toContain('route /about → page about (shared page, site-configs/pages/about.json)');
    expect(text).toMatch(/padding = 20 at tablet {2}← at\.tablet/);
  });

  it('names a template node patch as the origin of each value it sets', () => {
    const text = explain({ template: 'casino4', route: '/' }).join('\n');
    expect(text).toContain('route / → page home (template page, site-configs/templates/_casino.json, patched by the template)');
    expect(text).toMatch(/GameGrid#hot-games {2}\[template page\] site-configs\/templates\/_casino\.json:\d+:\d+/);
    expect(text).toMatch(/gameType = "slot_game" {2}← patch hot-games {2}site-configs\/templates\/casino4\.json:\d+:\d+/);
    expect(text).toMatch(/limit = 48 {2}← props {2}site-configs\/templates\/_casino\.json:\d+:\d+/);
    // casino1 does not patch: the same node's value comes from the family's page
    expect(explain({ template: 'casino1', route: '/' }).join('\n')).toMatch(/gameType = "" {2}← props {2}site-configs\/templates\/_casino\.json/);
  });

  it('shows breakpoints, colour tokens, authEntry and when with the file:line:col that set each', () => {
    const text = explain({ template: 'casino4', route: '/' }).join('\n');
    expect(text).toMatch(/^ {2}· template4 = 1536 {2}← template {2}site-configs\/templates\/casino4\.json:\d+:\d+$/m);
    expect(text).toMatch(
      /^ {2}color4-1 {2}site-configs\/templates\/casino4\.json:\d+:\d+\n {4}· bg = "#0d0e16" {2}← template {2}site-configs\/templates\/casino4\.json:\d+:\d+$/m,
    );
    expect(text).toMatch(/^ {2}· guardRedirect\.to = "\/login" {2}← template {2}site-configs\/templates\/_casino\.json:\d+:\d+$/m);
    expect(text).toMatch(/^ {2}· loginAction = "modal" {2}← template {2}site-configs\/templates\/casino4\.json:\d+:\d+$/m);
    expect(text).toMatch(/· when \{"flag":"gamify_status"\} {2}← node {2}site-configs\/layouts\/template4\.json:\d+:\d+/);
  });

  it('gives the same as JSON', () => {
    const e = explainData({ template: 'casino4', route: '/' });
    expect(e.formatVersion).toBe(1);
    expect(e.page).toEqual({ role: 'template page', file: 'site-configs/templates/_casino.json', patched: true });
    expect(e.schemes.map((s) => s.name)).toEqual(['color4-1', 'color4-2', 'color4-3', 'color4-4', 'color4-5']);
    const find = (n: typeof e.tree, id: string): typeof e.tree | undefined =>
      n.id === id ? n : [...n.children, ...(n.outlet?.tree ? [n.outlet.tree] : [])].map((c) => find(c, id)).find(Boolean);
    const grid = find(e.tree, 'hot-games');
    expect(grid?.props.find((p) => p.name === 'gameType')).toEqual({
      name: 'gameType',
      value: 'slot_game',
      from: 'patch hot-games',
      where: { file: 'site-configs/templates/casino4.json', line: expect.any(Number), column: expect.any(Number) },
    });
  });

  it('fails usefully', () => {
    expect(() => explain({ template: 'casino1', route: '/nope' })).toThrow(ExplainError);
    expect(() => explain({ template: 'casino1', route: '/', at: 'watch' })).toThrow(/not a breakpoint of casino1/);
  });
});
