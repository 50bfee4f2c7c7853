import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What Lighthouse gives on this machine at this moment for work that is not our code (issue 51 part 6:
 * "either the page got heavier or the earlier figures were lucky; the bench must tell which, every
 * time"): an empty page, whose blocking time is the machine's and Lighthouse's own, and each bench page's
 * server HTML without its scripts, whose blocking time is the HTML's parse and the stylesheet's style and
 * layout. Run beside the builds, they split a page's TBT into the floor, the markup and styles, and the code.
 */

/** The server's HTML with no script: every `<script>` and module preload out (served from the page's own host, bench/static-server.mjs). */
export function noScriptCopy(html: string): string {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '').replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, '');
}

export const EMPTY_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>empty</title></head><body><p>empty</p></body></html>';

/** The file a bench page's no-script copy is served as (under /__floor/ of the floor server). */
export function floorFile(site: string, page: string): string {
  return `${site}${page.replace(/\//g, '_')}.html`;
}

/** Where a floor page is: on the page's own host, so its stylesheet and images are same-origin as the real page's. */
export function floorUrl(site: string, port: number, file: string): string {
  return `http://${site}.localhost:${port}/__floor/${file}`;
}

/** Writes the pages to `dir` and serves it on loopback from a child process (Lighthouse runs block this one's event loop), the rest proxied to `upstreamPort`. */
export function serveFloorPages(dir: string, port: number, upstreamPort: number, pages: ReadonlyMap<string, string>): ChildProcess {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'empty.html'), EMPTY_PAGE);
  for (const [file, html] of pages) writeFileSync(join(dir, file), html);
  return spawn(process.execPath, [join(import.meta.dirname, 'static-server.mjs'), dir, String(port), String(upstreamPort)], { stdio: 'inherit' });
}
