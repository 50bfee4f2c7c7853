import type { Scheme } from '../../schemas/template.ts';

const kebab = (s: string) => s.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/**
 * A colour scheme's design tokens as CSS custom properties (--color-bg, --radius, --font). The server's
 * config source hands out schemes whose every token was parsed as CSS and serialised again from the
 * parse tree (src/config/design-tokens.ts), so this prints them as they are and carries no CSS parser
 * to the browser.
 */
export function schemeCss(scheme: Scheme): string {
  const decl = Object.entries(scheme)
    .map(([k, v]) => (k === 'radius' || k === 'font' ? `--${k}:${v}` : `--color-${kebab(k)}:${v}`))
    .join(';');
  return `:root{${decl}}`;
}
