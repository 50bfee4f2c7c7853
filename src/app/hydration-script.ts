import { isRouteErrorResponse, type StaticHandlerContext } from 'react-router';

type HydrationContext = Pick<StaticHandlerContext, 'loaderData' | 'actionData' | 'errors'>;

/**
 * The router's hydration script: the value StaticRouterProvider writes, but as the JSON text itself
 * (`window.__staticRouterHydrationData = {…};`, JSON being JavaScript) rather than the router's
 * `JSON.parse("…")`, whose string literal escapes every quote of the data: 0.2–0.3 kB gz less on a
 * home (docs/performance.md). The text of every object a render shares with earlier ones is kept
 * from the first time: the language's messages, the startup record, the config set's routes and
 * trees, cached API answers. Serialising ~70 kB of JSON twice was a tenth of an uncached render's CPU.
 *
 * Why an object's text can be kept as long as the object lives: loader data is never changed once
 * a loader returned it (React renders it, the browser receives it as it is).
 */
export function hydrationScript(context: HydrationContext): string {
  const data = { loaderData: context.loaderData, actionData: context.actionData, errors: serializeErrors(context.errors) };
  const json = encode(data, 0);
  // an object literal makes a `__proto__` key the object's prototype where JSON.parse makes it a field
  if (json?.includes('"__proto__"')) return `window.__staticRouterHydrationData = JSON.parse(${htmlSafe(JSON.stringify(json))});`;
  return `window.__staticRouterHydrationData = ${json};`;
}

/** What the router writes for a context without data: the slot `fillHydrationScript` fills after rendering. */
export const EMPTY_HYDRATION: HydrationContext = { loaderData: {}, actionData: null, errors: null };

/** The script StaticRouterProvider writes for EMPTY_HYDRATION, byte for byte. */
export const EMPTY_SCRIPT = `window.__staticRouterHydrationData = JSON.parse(${JSON.stringify(JSON.stringify(EMPTY_HYDRATION))});`;

/** react-router's own rule for errors (an error response or an Error travel as plain objects). */
function serializeErrors(errors: StaticHandlerContext['errors']): Record<string, unknown> | null {
  if (!errors) return null;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(errors)) {
    if (isRouteErrorResponse(value)) out[key] = { ...value, __type: 'RouteErrorResponse' };
    else if (value instanceof Error) out[key] = { message: value.message, __type: 'Error', ...(value.name !== 'Error' ? { __subType: value.name } : {}) };
    else out[key] = value;
  }
  return out;
}

const HTML_ESCAPES: Record<string, string> = { '&': '\\u0026', '>': '\\u003e', '<': '\\u003c', '\u2028': '\\u2028', '\u2029': '\\u2029' };

/**
 * JSON text safe in a script element: outside its strings JSON has none of these characters, and inside
 * them the escape is the same character to JSON and to JavaScript. Per character, so pieces concatenate.
 */
const htmlSafe = (json: string) => json.replace(/[&><\u2028\u2029]/g, (c) => HTML_ESCAPES[c]!);

/** Objects this near the top are walked, so shared ones inside a per-request object are found (loaderData → route → field → …). */
const WALK_DEPTH = 5;
/** Smaller texts are not kept: serialising them again costs less than remembering them. */
const KEEP_FROM = 512;
const texts = new WeakMap<object, string>();

const isPlain = (value: object): boolean => {
  if (Array.isArray(value)) return true;
  const proto: unknown = Object.getPrototypeOf(value);
  return (proto === Object.prototype || proto === null) && typeof (value as { toJSON?: unknown }).toJSON !== 'function';
};

/** `htmlSafe(JSON.stringify(value))`, or undefined where JSON.stringify leaves the value out. */
function encode(value: unknown, depth: number): string | undefined {
  if (typeof value !== 'object' || value === null) {
    const json = JSON.stringify(value) as string | undefined;
    return json === undefined ? undefined : htmlSafe(json);
  }
  const kept = texts.get(value);
  if (kept !== undefined) return kept;
  let text: string;
  if (depth < WALK_DEPTH && isPlain(value)) {
    if (Array.isArray(value)) {
      text = `[${Array.from(value as unknown[], (item) => encode(item, depth + 1) ?? 'null').join(',')}]`;
    } else {
      const fields: string[] = [];
      for (const [key, item] of Object.entries(value)) {
        const encoded = encode(item, depth + 1);
        if (encoded !== undefined) fields.push(`${htmlSafe(JSON.stringify(key))}:${encoded}`);
      }
      text = `{${fields.join(',')}}`;
    }
  } else {
    text = htmlSafe(JSON.stringify(value));
  }
  if (text.length >= KEEP_FROM) texts.set(value, text);
  return text;
}

/**
 * The page with the router's empty script (rendered from EMPTY_HYDRATION) replaced by the one for
 * `context`. The script is the page's last but one element, hence the search from the end.
 */
export function fillHydrationScript(html: string, context: HydrationContext): string {
  const at = html.lastIndexOf(EMPTY_SCRIPT);
  if (at < 0) throw new Error('the rendered page has no hydration script to fill');
  return html.slice(0, at) + hydrationScript(context) + html.slice(at + EMPTY_SCRIPT.length);
}
