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
    }
  | { kind: 'error' };
