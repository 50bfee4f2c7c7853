import type { Api } from '../api/client.ts';
import type { Registry } from '../render/registry.ts';
import type { Breakpoint } from '../render/types.ts';
import type { SiteResolver } from './site-resolver.ts';
import type { ConfigSource } from '../config/config-set.ts';
import type { LanguageCode } from '../i18n/languages.ts';
import type { ResolvedTemplate } from '../config/types.ts';
import type { Audience } from '../render/targeting.ts';
import type { SiteLocales } from '../i18n/locale-routing.ts';

/** What the entry files hand to the app: the composition root's choices, never a widget by name. */
export interface AppDeps {
  api: Api;
  registry: Registry;
  /** the site configs this router serves: one immutable set (server) or the page's set behind the server (client) */
  config: ConfigSource;
  resolveSite: SiteResolver;
  /** the breakpoint loaders and the first render use */
  breakpointFor(request: Request, breakpoints: readonly Breakpoint[]): string;
  /** the Cookie header (server) or document.cookie (client) */
  cookies(request: Request): string | null;
  /** the site language the browser asks for (server: Accept-Language; client: the server's choice) */
  negotiatedLanguage(request: Request, site: SiteLocales): LanguageCode | undefined;
  /** stylesheet hrefs of the build */
  assets(): { css: string[] };
  dev: boolean;
  /**
   * client: a navigation's page shows as soon as its tree and data are in, its SEO record (title and
   * meta) follows when it arrives; the server's page carries its record (default: awaited)
   */
  seoAfterPage?: boolean;
  /** the request's audience (server: decided from the request; client: the server's, from the page) */
  audience?(request: Request, template: ResolvedTemplate): Audience | undefined;
}
