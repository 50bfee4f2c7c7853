import { useEffect, useState } from 'react';
import { markdownToSafeHtml } from '../../src/chat/markdown.ts';

/**
 * An AI reply: markdown → sanitised HTML (§5). Until the sanitiser has run, the text shows as plain text, so
 * nothing unsanitised is ever put into the DOM.
 */
export function Markdown({ text }: { text: string }) {
  const [html, setHtml] = useState<{ source: string; html: string } | null>(null);
  useEffect(() => {
    let current = true;
    markdownToSafeHtml(text).then(
      (safe) => current && setHtml({ source: text, html: safe }),
      (error: unknown) => console.error('Chat reply could not be rendered', error),
    );
    return () => {
      current = false;
    };
  }, [text]);
  if (html?.source !== text) return <p className="w-aichat__plain">{text}</p>;
  return <div className="w-aichat__md" dangerouslySetInnerHTML={{ __html: html.html }} />;
}
