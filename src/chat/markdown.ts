import { Marked } from 'marked';
import { sanitizeHtml } from '../lib/sanitize.ts';

const escapeHtml = (text: string): string => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/**
 * Markdown for chat replies. A model's raw HTML is shown as the text it is, and images as their alt text: a reply
 * may not load anything from elsewhere (tracking pixels, `<img src=x>`), and players see what the bot wrote.
 */
const chatMarked = new Marked({
  gfm: true,
  breaks: true,
  renderer: {
    html: ({ text }) => escapeHtml(text),
    image: ({ text }) => escapeHtml(text),
  },
});

/**
 * §5: a reply's markdown as sanitised HTML. marked never sanitises, so its output always goes through DOMPurify
 * (links: new tab, noopener; javascript: URLs dropped). The only HTML the chat ever injects comes from here.
 */
export async function markdownToSafeHtml(markdown: string): Promise<string> {
  return sanitizeHtml(chatMarked.parse(markdown, { async: false }));
}
