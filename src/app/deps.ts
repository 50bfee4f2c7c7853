import type { Api } from '../api/client.ts';
import type { Registry } from '../render/registry.ts';
import type { Breakpoint } from '../render/types.ts';
import type { SiteResolver } from './site-resolver.ts';

/** What the entry files hand to the app: the composition root's choices, never a widget by name. */
export interface AppDeps {
  api: Api;
  registry: Registry;
  resolveSite: SiteResolver;
  /** the breakpoint loaders and the first render use */
  breakpointFor(request: Request, breakpoints: readonly Breakpoint[]): string;
  /** the Cookie header (server) or document.cookie (client) */
  cookies(request: Request): string | null;
  /** Accept-Language (server) or navigator.languages (client) */
  acceptLanguage(request: Request): string | null;
  /** stylesheet hrefs of the build */
  assets(): { css: string[] };
  dev: boolean;
}
