import { describe, expect, it } from 'vitest';
import { contactSheet } from './contact-sheet.ts';

describe('contactSheet', () => {
  it('lays out routes × breakpoints and notes capped widths', () => {
    const html = contactSheet('casino1', [
      { route: 'home', path: '/', breakpoint: 'mobile', width: 320, viewport: 320, file: 'home@mobile.png', status: 200 },
      { route: 'home', path: '/', breakpoint: 'huge', width: 9999, viewport: 2560, file: 'home@huge.png', status: 200 },
      { route: '404', path: '/nope', breakpoint: 'mobile', width: 320, viewport: 320, file: '404@mobile.png', error: 'timeout <5s>' },
    ]);
    expect(html).toContain('<img src="home@mobile.png"');
    expect(html).toContain('9999px (shot at 2560)');
    expect(html).toContain('timeout &#60;5s&#62;');
    expect(html.match(/<tr>/g)).toHaveLength(3);
  });
});
