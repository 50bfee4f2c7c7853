/**
 * A widget's manifest: what the renderer and the tools need to know about a widget besides its
 * code, kept as data in widgets/<Name>/schema.ts next to its props schema. schemas/build.ts checks
 * it and emits every widget's manifest as schemas/generated/widget-manifest.json for the tools.
 */

/**
 * How a widget comes alive in the browser (issue 18): at once (`load`), when the main thread is
 * idle (`idle`), when it nears the viewport (`visible`), when the player first touches it or the
 * page moves on (`interaction`: a touch, a client navigation, a sign-in or sign-out), or not at all
 * (`never`: server HTML only).
 * Required of every widget, loader or not (schemas/check-manifest.ts): a plan chosen by default
 * would be wrong for someone, and a missing one fails build:schemas, so it never reaches a config
 * for lint to warn about. Listed most eager first: the renderer ranks plans by this order
 * (src/render/hydrate-plan.ts).
 */
export const hydratePlans = ['load', 'idle', 'visible', 'interaction', 'never'] as const;
export type HydratePlan = (typeof hydratePlans)[number];

type Json = Record<string, unknown>;

/**
 * A widget's props as its component and loader receive them: the renderer merges the defaults
 * first (src/render/resolve-props.ts), so a defaulted prop is never missing.
 */
export type WithDefaults<P extends Json, D> = Omit<P, keyof D> & { [K in keyof D & keyof P]-?: Exclude<P[K], undefined> };

/** Style-like props emitted as CSS custom properties per breakpoint (prop → `--name`). */
export type CssVarMap<P> = Partial<Record<keyof P & string, `--${string}`>>;

/**
 * A widget's manifest, the one declaration of what it is besides its code: `widgets/<Name>/schema.ts`
 * exports it as `manifest`, its index.ts spreads it into `defineWidget`, and `npm run build:schemas`
 * emits it for the tools. widgets/registry.test.ts checks the three agree. `P`: the props as a config writes them.
 */
export interface WidgetManifest<P> {
  hydrate: HydratePlan;
  /** what a node's props start from (the renderer merges them first) */
  defaults: Partial<P>;
  /** the style-like props, emitted as CSS custom properties per breakpoint, so the SSR guess never shifts layout */
  cssVars?: CssVarMap<P>;
  /**
   * The §3 layout flags (kept in the player's browser) the widget renders from. The server renders
   * their defaults; a widget kept as server HTML comes alive as soon as the player's stored flags
   * differ from them (a chat left open, a panel collapsed).
   */
  follows?: readonly string[];
  /**
   * The URL query parameters the widget reads while rendering. The page cache keys a page by these
   * alone (src/render/page-query.ts): any other parameter cannot change the HTML, so `?r=<random>`
   * costs what the cached page costs.
   */
  query?: readonly string[];
  /** The cookies whose value the widget's server HTML depends on: the page cache keys a page by these too (src/server/player/page-key.ts). */
  cookies?: readonly string[];
}

/** One widget's entry in schemas/generated/widget-manifest.json: its manifest, and why its plan (README.md says it too). */
export interface WidgetManifestEntry {
  defaults: Json;
  cssVars: Record<string, string>;
  hydrate: HydratePlan;
  hydrateReason: string;
  follows: string[];
  query: string[];
  cookies: string[];
}

export interface WidgetManifestFile {
  widgets: Record<string, WidgetManifestEntry>;
}
