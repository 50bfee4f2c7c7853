import { createReadStream, statSync } from 'node:fs';
import { pipeline } from 'node:stream';
import type { ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { DATA_HEADERS } from './security-headers.ts';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.json': 'application/json; charset=utf-8',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/** Files that are data, not pages: they get the restrictive CSP of API answers. */
const DATA_TYPES = new Set(['.svg', '.json', '.webmanifest']);

/** The precompressed twin the browser accepts, if the build wrote one. */
function encoded(file: string, acceptEncoding: string): { path: string; encoding: string } | null {
  for (const [encoding, ext] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const) {
    if (!acceptEncoding.includes(encoding)) continue;
    try {
      if (statSync(file + ext).isFile()) return { path: file + ext, encoding };
    } catch {
      continue;
    }
  }
  return null;
}

/**
 * Serves a file under `root` if the path names one. Hashed build output (/assets/) is immutable;
 * everything else revalidates, so a new deployment is seen at once.
 */
export function serveStatic(root: string, pathname: string, res: ServerResponse, acceptEncoding = ''): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return false;
  }
  // no dot-files or dot-folders: the build's .vite/manifest.json is for the server only
  if (decoded.split('/').some((segment) => segment.startsWith('.'))) return false;
  const file = normalize(join(root, decoded));
  if (!file.startsWith(root + sep) || file.endsWith('.br') || file.endsWith('.gz')) return false;
  let size: number;
  try {
    const stat = statSync(file);
    if (!stat.isFile()) return false;
    size = stat.size;
  } catch {
    return false;
  }
  const twin = encoded(file, acceptEncoding);
  res.statusCode = 200;
  res.setHeader('content-type', TYPES[extname(file)] ?? 'application/octet-stream');
  res.setHeader('vary', 'accept-encoding');
  if (twin) {
    res.setHeader('content-encoding', twin.encoding);
    res.setHeader('content-length', statSync(twin.path).size);
  } else {
    res.setHeader('content-length', size);
  }
  res.setHeader('x-content-type-options', 'nosniff');
  if (DATA_TYPES.has(extname(file))) for (const [name, value] of Object.entries(DATA_HEADERS)) res.setHeader(name, value);
  res.setHeader(
    'cache-control',
    decoded.startsWith('/assets/')
      ? 'public, max-age=31536000, immutable'
      : decoded.startsWith('/builds/')
        ? 'no-cache'
        : 'public, max-age=300, must-revalidate',
  );
  // a client that goes away, or a file a deploy removed after the stat, ends this answer only
  pipeline(createReadStream(twin?.path ?? file), res, (error) => {
    if (error) res.destroy();
  });
  return true;
}
