import { marked } from 'marked';
import { sanitizeHtml } from '../lib/sanitize.ts';

/**
 * §5: a reply's markdown as sanitised HTML. marked passes raw HTML through and never sanitises, so everything it
 * makes goes through DOMPurify (links: new tab, noopener). The only HTML the chat ever injects comes from here.
 */
export async function markdownToSafeHtml(markdown: string): Promise<string> {
  const html = marked.parse(markdown, { async: false, gfm: true, breaks: true });
  return sanitizeHtml(html);
}
