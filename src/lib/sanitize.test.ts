import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize.ts';

describe('sanitizeHtml (server side, under jsdom)', () => {
  it('removes scripts, event handlers and javascript: URLs and keeps the text', async () => {
    const out = await sanitizeHtml(
      '<p onclick="x()">Hi <b>there</b></p><script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">link</a><svg><script>alert(4)</script></svg>',
    );
    expect(out).not.toMatch(/script|onerror|onclick|javascript:/i);
    expect(out).toContain('<b>there</b>');
    expect(out).toContain('link');
  });
  it('opens links in a new tab with noopener', async () => {
    const out = await sanitizeHtml('<a href="https://example.org/x">x</a>');
    expect(out).toContain('target="_blank"');
    expect(out).toContain('rel="noopener noreferrer"');
  });
});
