import type { AnalyticsResponse } from '../../schemas/api/settings.ts';

type Entry = NonNullable<AnalyticsResponse['value']>[number];

/**
 * An operator's script as the text of an inline <script>: `</script` would end the element and
 * `<!--` can change how the parser reads the rest, so each gets an escape that JavaScript reads as
 * the same characters (both can only stand inside a string, a regular expression or a comment).
 */
const scriptText = (code: string): string => code.replace(/<\/(script)/gi, '<\\/$1').replace(/<!--/g, '<\\!--');

const tags = (entries: readonly Entry[], section: Entry['section'], nonce: string): string =>
  entries
    .filter((e) => e.section === section)
    .map((e) => `<script nonce="${nonce}">${scriptText(e.script)}</script>`)
    .join('');

/**
 * The page with the operator's analytics scripts (get_analytics) where the operator put them: HEAD
 * ones at the end of <head>, BODY ones at the end of <body>, each under the page's nonce. They are
 * written into the HTML, not added by the page's code, so they run as the page parses, and the
 * browser needs neither the call nor its response check. React skips such tags when it hydrates.
 */
export function withOperatorScripts(html: string, entries: readonly Entry[], nonce: string): string {
  if (entries.length === 0) return html;
  const head = tags(entries, 'HEAD', nonce);
  const body = tags(entries, 'BODY', nonce);
  const headEnd = html.indexOf('</head>');
  const withHead = head && headEnd >= 0 ? html.slice(0, headEnd) + head + html.slice(headEnd) : html;
  const bodyEnd = withHead.lastIndexOf('</body>');
  return body && bodyEnd >= 0 ? withHead.slice(0, bodyEnd) + body + withHead.slice(bodyEnd) : withHead;
}
