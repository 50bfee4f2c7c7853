// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { markdownToSafeHtml } from './markdown.ts';

describe('markdownToSafeHtml (jsdom: DOMPurify really sanitises here)', () => {
  it('renders markdown', async () => {
    const html = await markdownToSafeHtml('Open **Deposit**\n\n- one\n- two\n\nline a\nline b');
    expect(html).toContain('<strong>Deposit</strong>');
    expect(html).toContain('<li>one</li>');
    expect(html).toContain('line a<br>');
  });

  it('keeps nothing executable from the stand-in’s XSS payload', async () => {
    const html = await markdownToSafeHtml(
      'Here is a test payload: <img src=x onerror=alert(1)> and a [x](javascript:alert(1)) link. <script>alert(2)</script> [y](JaVaScRiPt:alert(3)) <svg onload=alert(4)></svg>',
    );
    const doc = new DOMParser().parseFromString(html, 'text/html');
    expect(doc.querySelector('script, img, svg, iframe, object, embed')).toBeNull();
    for (const el of doc.body.querySelectorAll('*')) {
      for (const attr of el.attributes) expect(attr.name.startsWith('on')).toBe(false);
    }
    for (const link of doc.querySelectorAll('a')) expect(link.getAttribute('href') ?? '').not.toMatch(/^\s*javascript:/i);
    expect(doc.querySelectorAll('a')).toHaveLength(2);
  });

  it('shows raw HTML as text and images as their alt text, so a reply loads nothing', async () => {
    const html = await markdownToSafeHtml('a <img src=x onerror=alert(1)> b ![a tracker](https://tracker.example/p.gif) <b>c</b>');
    const doc = new DOMParser().parseFromString(html, 'text/html');
    expect(doc.querySelector('img, b')).toBeNull();
    expect(doc.body.textContent?.trim()).toBe('a <img src=x onerror=alert(1)> b a tracker <b>c</b>');
  });

  it('opens links in a new tab without handing over the window', async () => {
    const html = await markdownToSafeHtml('[help](https://example.org/help)');
    const link = new DOMParser().parseFromString(html, 'text/html').querySelector('a');
    expect(link?.getAttribute('href')).toBe('https://example.org/help');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
  });
});
