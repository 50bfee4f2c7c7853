// The floor pages of bench/lighthouse-floor.ts, served from a directory on loopback: `node static-server.mjs <dir> <port>`.
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { basename, join } from 'node:path';

const [dir, port] = process.argv.slice(2);
createServer((request, response) => {
  const file = basename(new URL(request.url ?? '/', 'http://localhost').pathname);
  readFile(join(dir, file)).then(
    (body) => response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(body),
    () => response.writeHead(404).end(),
  );
}).listen(Number(port), '127.0.0.1');
