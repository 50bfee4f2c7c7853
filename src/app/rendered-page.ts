import type { LanguageCode } from '../i18n/languages.ts';
import type { SiteLocales } from '../i18n/locale-routing.ts';
import type { Breakpoint } from '../render/types.ts';
import type { Experiments } from '../../schemas/targeting.ts';
import type { TargetingReads } from '../render/targeting-reads.ts';
import type { SealScript } from '../config/seal-script.ts';

/**
 * What of a request a ready site's page is rendered from, besides its URL: the language the site
 * resolved, the breakpoint the server guessed, and the announcement cookie as a yes or no. No other
 * header or cookie reaches the HTML (docs/quality.md "Cache keys from normalised inputs").
 */
export interface PageInputs {
  locale: LanguageCode;
  breakpoint: string;
  announcementDismissed: boolean;
  /** the market the trusted header named (docs/targeting.md); absent: none */
  market?: string;
  /** the visitor's variant of each of the site's experiments */
  variants: Record<string, string>;
}

/**
 * The per-site facts those inputs are decided with (the site's languages from its startup data, the
 * template's breakpoints) and the inputs this page was rendered with. Only the renderer knows the
 * facts; the page cache learns them from here to key requests by the inputs rather than raw headers.
 */
export interface RenderedSite {
  locales: SiteLocales;
  breakpoints: Breakpoint[];
  /** the template's experiments: the responder draws a new visitor's variants from them */
  experiments?: Experiments;
  inputs: PageInputs;
  /** what of the audience this page's rules read, and until when the page holds */
  reads?: TargetingReads;
  /** the regulator's live seal this page loads: its CSP admits that origin (src/server/player/security-headers.ts) */
  seal?: SealScript;
}

/**
 * What rendering one request gave, as plain data (it may cross a thread): the router's own answer
 * (a redirect), the page's HTML with what decides its HTTP status, or a page that could not render.
 * Writing it as an HTTP response (status, headers, compression, caching) is the server's part.
 */
export type RenderedPage =
  | { kind: 'response'; status: number; headers: [string, string][] }
  | {
      kind: 'page';
      html: string;
      /** what the router decided (200, 404…) */
      routerStatus: number;
      /** a part of the page threw while rendering */
      renderFailed: boolean;
      /** the site is ready and every widget's data arrived */
      fullyLoaded: boolean;
      /** absent when the site was not ready (maintenance, unknown host…) */
      site?: RenderedSite;
    }
  | { kind: 'error' };
