import { describe, expect, it } from 'vitest';
import { explain, ExplainError } from './explain.ts';

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

  it('fails usefully', () => {
    expect(() => explain({ template: 'casino1', route: '/nope' })).toThrow(ExplainError);
    expect(() => explain({ template: 'casino1', route: '/', at: 'watch' })).toThrow(/not a breakpoint of casino1/);
  });
});
