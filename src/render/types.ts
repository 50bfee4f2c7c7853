import type { ComponentType, ReactNode } from 'react';
import type { Node, Props, When } from '../../schemas/node.ts';
import type { HydratePlan, WidgetManifest } from '../../schemas/widget-manifest.ts';
import type { Api } from '../api/client.ts';
import type { StartupResponse } from '../../schemas/api/startup.ts';
import type { LoaderError } from './loader-error.ts';
import type { SiteJurisdiction } from '../config/jurisdiction.ts';

export type { Node, Props };

export interface Breakpoint {
  name: string;
  /** min-width in px */
  width: number;
}

/**
 * What a widget's loader may use: the same on the server (SSR) and the client (navigations). No
 * language on purpose: loader data serves every language (a CMS section carries its English and
 * local bodies, the component picks one), so a language switch re-renders without re-loading
 * (src/app/revalidation.ts).
 */
export interface LoadContext {
  api: Api;
  domain: string;
  externalId: string;
  /** startup's provider_count where the loader has the whole record (the server's): the page does not carry it */
  providerCount?: StartupResponse['provider_count'];
}

/**
 * The data a component receives: nothing when its widget has no loader, else what the loader
 * returned or its failure, so a component cannot forget that loading may fail.
 */
export type WidgetData<D> = [D] extends [undefined] ? undefined : D | LoaderError;

export interface WidgetComponentProps<P extends Props = Props, D = unknown> {
  /** the node's props with the widget's defaults applied */
  props: P;
  data: WidgetData<D>;
  children?: ReactNode;
  /** stable address of the node in its tree, e.g. "page/0/2" */
  path: string;
  /** carries the node's per-breakpoint CSS custom properties (see cssVars) */
  className: string;
}

/**
 * How a widget comes alive on a first load (docs/hydration.md), from the manifest's list of plans:
 * `load` hydrates with the page, `idle` when the browser is idle, `visible` when it nears the
 * viewport, `interaction` when the player touches it or the page moves on (a navigation, a
 * sign-in), `never` keeps the server HTML (no code, no loader data). A player's input wakes a
 * deferred widget at once. After the first load every plan renders like `load`: a client
 * navigation loads code and data as usual.
 */
export type { HydratePlan };

/** A widget: its manifest (widgets/<Name>/schema.ts, see WidgetManifest) with its name and code. */
export interface WidgetDefinition<P extends Props = Props, D = unknown> extends Omit<WidgetManifest<P>, 'hydrate'> {
  name: string;
  /** absent: `load` */
  hydrate?: HydratePlan;
  component: ComponentType<WidgetComponentProps<P, D>>;
  /** fetches the component's chunk, so a render after it never suspends */
  preload?: () => Promise<unknown>;
  load?: (props: P, ctx: LoadContext) => Promise<D>;
  /** shown in place of the widget when it throws */
  fallback?: ComponentType<{ name: string; text: string }>;
  /**
   * Whether the widget can show anything under the site's jurisdiction (a compliance question the
   * regulator does not ask: no). Absent: always. When false its node renders nothing and its code
   * is never loaded on that site, though the shared page carries it.
   */
  appliesTo?: (jurisdiction: SiteJurisdiction | undefined) => boolean;
}

/** The registry's erased view of a widget: props were validated against its schema before they get here. */
export type RegisteredWidget = WidgetDefinition<Props, unknown>;

export interface RenderContext {
  isAuthenticated: boolean;
  flags: Record<string, boolean>;
  breakpoints: Breakpoint[];
  breakpoint: string;
  dev: boolean;
  /** the translated text a failed widget shows in its place */
  unavailableText: string;
  /** the page's language: a widget kept as server HTML comes alive when it changes */
  locale?: string;
  /** the site's jurisdiction, which a widget's `appliesTo` judges; absent: none */
  jurisdiction?: SiteJurisdiction;
  /** judges a `when`'s targeting rules for this request (src/render/targeting.ts); absent: not loaded, such nodes hide */
  targeting?: (when: When) => boolean;
}

/** Loader results by node path; an Error's message when the loader failed. */
export type TreeData = Record<string, { ok: true; value: unknown } | { ok: false; error: string }>;
