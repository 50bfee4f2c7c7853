import { generate, lexer, parse, type CssNode } from 'css-tree';
import { schemeSchema, TOKEN_GRAMMARS, TOKEN_KINDS, type Scheme, type TemplateFile, type TokenKind } from '../../schemas/template.ts';
import type { ResolvedTemplate } from './types.ts';

/**
 * Design tokens as CSS, read by a CSS parser (css-tree: the parser, the lexer that matches a value
 * against a CSS grammar, and the generator). Config-lint, the server's config sources and the studio's
 * token fields use it (the studio bundles css-tree's browser build: docs/architecture.md "Decisions");
 * the player's bundle receives tokens already serialised here (src/app/theme.ts prints them).
 */

/** A token's CSS: serialised from its parse tree, never the config's raw string. */
export type TokenCss = { ok: true; css: string } | { ok: false; problem: string };

/** What each kind must be, in the words of a lint message. */
const EXPECTED: Record<TokenKind, string> = {
  color: 'a CSS colour (e.g. "#1a2b3c", "rgb(26 43 60)", "teal")',
  'font-family': `a CSS font-family list (e.g. "system-ui, 'Segoe UI', sans-serif")`,
  radius: 'one non-negative CSS length or percentage (e.g. "10px", "0.5rem")',
};

export const tokenExpectation = (kind: TokenKind): string => EXPECTED[kind];

/** The kind of a scheme's token, or undefined for a name that is no token. */
export function tokenKind(name: string): TokenKind | undefined {
  return Object.hasOwn(TOKEN_KINDS, name) ? TOKEN_KINDS[name as keyof typeof TOKEN_KINDS] : undefined;
}

// Configs repeat a few dozen values across every template and scheme: each is parsed once per kind.
const memo = new Map<string, TokenCss>();
const MEMO_LIMIT = 4096;

/**
 * `value` as a token of `kind`: parsed as one CSS value (a `;`, `{`, `!important` or a stray
 * character fails the parse), matched against the kind's grammar (so `url()`, `var()`, `inherit`
 * and anything else the grammar lacks fail), then generated again from the tree.
 */
export function tokenCss(kind: TokenKind, value: string): TokenCss {
  const key = `${kind}\0${value}`;
  const hit = memo.get(key);
  if (hit) return hit;
  const result = read(kind, value);
  if (memo.size >= MEMO_LIMIT) memo.clear();
  memo.set(key, result);
  return result;
}

function read(kind: TokenKind, value: string): TokenCss {
  const refuse = (why: string): TokenCss => ({ ok: false, problem: `${why}; expected ${EXPECTED[kind]}` });
  let ast: CssNode;
  let parseError: string | undefined;
  try {
    ast = parse(value, {
      context: 'value',
      positions: false,
      onParseError: (error) => {
        parseError ??= error.message;
      },
    });
  } catch (error) {
    return refuse(`not one CSS value (${error instanceof Error ? error.message.toLowerCase() : 'parse error'})`);
  }
  if (parseError !== undefined) return refuse(`not one CSS value (${parseError.toLowerCase()})`);
  const css = generate(ast);
  if (css === '') return refuse('empty');
  const match = lexer.match(TOKEN_GRAMMARS[kind], ast);
  // css-tree does not match a tree holding var(): a token names a value, never another variable
  if (match.error) return refuse(match.error.message.includes('var()') ? 'var() means nothing in a token' : 'does not match its grammar');
  return { ok: true, css };
}

/**
 * The scheme as it may reach a page: each token serialised from its parse tree. An optional token
 * that does not parse as its kind is left out (the stylesheet's default applies); a scheme missing a
 * required colour that way is none (a site naming it gets the invalid-theme-colour page). The config
 * gate refuses such a set first: this holds for a set that did not come through it.
 */
export function emittableScheme(scheme: Scheme): Scheme | undefined {
  const out: Partial<Record<keyof Scheme, string>> = {};
  for (const [name, value] of Object.entries(scheme)) {
    const kind = tokenKind(name);
    if (!kind || typeof value !== 'string') continue;
    const read = tokenCss(kind, value);
    if (read.ok) out[name as keyof Scheme] = read.css;
  }
  return isScheme(out) ? out : undefined;
}

function isScheme(tokens: Partial<Record<keyof Scheme, string>>): tokens is Scheme {
  return schemeSchema.required.every((name) => typeof tokens[name] === 'string');
}

/**
 * A template file with each scheme token it sets serialised from its parse tree (a `null` deletion,
 * of a token or a whole scheme, stays). The config gate builds every set this way once lint passed, so the render threads print
 * tokens without loading a CSS parser; a token that does not parse (which lint refused) is left out.
 */
export function withSerialisedTokens(file: TemplateFile): TemplateFile {
  if (!file.schemes) return file;
  const schemes: Record<string, Record<string, string | null> | null> = {};
  for (const [name, scheme] of Object.entries(file.schemes as Record<string, Record<string, unknown> | null>)) {
    // a whole scheme deleted (`null`: a clone onto another layout drops its base's scheme names)
    if (scheme === null) {
      schemes[name] = null;
      continue;
    }
    const tokens: Record<string, string | null> = {};
    for (const [token, value] of Object.entries(scheme)) {
      const kind = tokenKind(token);
      if (value === null) tokens[token] = null;
      if (!kind || typeof value !== 'string') continue;
      const read = tokenCss(kind, value);
      if (read.ok) tokens[token] = read.css;
    }
    schemes[name] = tokens;
  }
  return { ...file, schemes } as TemplateFile;
}

/**
 * The schemes as a page may carry them (see emittableScheme): for a template of a set that did not
 * come through the config gate.
 */
export function withEmittableSchemes(template: ResolvedTemplate): ResolvedTemplate {
  const schemes: ResolvedTemplate['schemes'] = {};
  for (const [name, scheme] of Object.entries(template.schemes)) {
    const emittable = emittableScheme(scheme);
    if (emittable) schemes[name] = emittable;
  }
  return { ...template, schemes };
}
