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
    const html = await markdownToSafeHtml('Here is a test payload: <img src=x onerror=alert(1)> and a [x](javascript:alert(1)) link. <script>alert(2)</script> <a href="JaVaScRiPt:alert(3)">y</a> <svg onload=alert(4)></svg>');
    expect(html).not.toMatch(/onerror|onload|javascript:|<script/i);
    const doc = new DOMParser().parseFromString(html, 'text/html');
    for (const el of doc.querySelectorAll('*')) {
      for (const attr of el.attributes) expect(attr.name.startsWith('on')).toBe(false);
    }
  });

  it('opens links in a new tab without handing over the window', async () => {
    const html = await markdownToSafeHtml('[help](https://example.org/help)');
    const link = new DOMParser().parseFromString(html, 'text/html').querySelector('a');
    expect(link?.getAttribute('href')).toBe('https://example.org/help');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
  });
});
