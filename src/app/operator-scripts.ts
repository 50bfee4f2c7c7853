import type { AnalyticsResponse } from '../../schemas/api/settings.ts';

type Entry = NonNullable<AnalyticsResponse['value']>[number];

/**
 * An operator's script as the text of an inline <script>: `</script` would end the element and
 * `<!--` can change how the parser reads the rest, so each gets an escape that JavaScript reads as
 * the same characters (both can only stand inside a string, a regular expression or a comment).
 */
const scriptText = (code: string): string => code.replace(/<\/(script)/gi, '<\\/$1').replace(/<!--/g, '<\\!--');

/** Marks an operator's script while it waits to run; its value is the section. */
export const OPERATOR_SCRIPT = 'data-operator-script';

/**
 * Runs a section's operator scripts where they stand, each as an inline script under the nonce it
 * carries, or, in a page the browser prerenders (src/app/speculation-rules.ts), once the page is
 * shown: an operator's analytics would otherwise count a page view the player never saw.
 */
const runner = (section: Entry['section']): string =>
  `(function(d){var l=d.querySelectorAll('script[${OPERATOR_SCRIPT}=${section}]');function r(){l.forEach(function(s){var e=d.createElement('script');` +
  `e.nonce=s.nonce;e.text=s.text;s.replaceWith(e)})}d.prerendering?d.addEventListener('prerenderingchange',r,{once:true}):r()})(document)`;

const tags = (entries: readonly Entry[], section: Entry['section'], nonce: string): string => {
  const own = entries.filter((e) => e.section === section);
  if (own.length === 0) return '';
  const held = own.map((e) => `<script type="text/plain" ${OPERATOR_SCRIPT}="${section}" nonce="${nonce}">${scriptText(e.script)}</script>`);
  return `${held.join('')}<script nonce="${nonce}">${runner(section)}</script>`;
};

/**
 * The page with the operator's analytics scripts (get_analytics) where the operator put them: HEAD
 * ones at the end of <head>, BODY ones at the end of <body>, each under the page's nonce. They are
 * written into the HTML, not added by the page's code, so they run as the page parses, and the
 * browser needs neither the call nor its response check. React skips such tags when it hydrates.
 * Each is held as inert text and run by the section's runner right after it, in order, at the
 * same point of parsing, or when a prerendered page is shown.
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
