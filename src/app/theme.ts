import type { Scheme } from '../../schemas/template.ts';

const kebab = (s: string) => s.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** A colour scheme's design tokens as CSS custom properties (--color-bg, --radius, --font). */
export function schemeCss(scheme: Scheme): string {
  const decl = Object.entries(scheme)
    .map(([k, v]) => (k === 'radius' || k === 'font' ? `--${k}:${v}` : `--color-${kebab(k)}:${v}`))
    .join(';');
  return `:root{${decl}}`;
}
