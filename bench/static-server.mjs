// The floor pages of bench/lighthouse-floor.ts on loopback: `node static-server.mjs <dir> <port> <upstream port>`.
// A page's copy is served under /__floor/; every other request goes to the product server on the upstream port,
// so the copy's stylesheet and images come from its own origin, as the real page's do (from another origin
// each would wait for a connection of its own, and Lighthouse's simulated first paint came after the HTML's
// own long tasks: the copy's blocking time read 0 ms whatever those tasks were).
import { readFile } from 'node:fs/promises';
import { createServer, request as upstream } from 'node:http';
import { basename, join } from 'node:path';

const [dir, port, upstreamPort] = process.argv.slice(2);
createServer((request, response) => {
  const path = new URL(request.url ?? '/', 'http://localhost').pathname;
  if (path.startsWith('/__floor/')) {
    readFile(join(dir, basename(path))).then(
      (body) => response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(body),
      () => response.writeHead(404).end(),
    );
    return;
  }
  const host = (request.headers.host ?? 'localhost').replace(/:\d+$/, `:${upstreamPort}`);
  const forwarded = upstream(
    { host: '127.0.0.1', port: Number(upstreamPort), path: request.url, method: request.method, headers: { ...request.headers, host } },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    },
  );
  forwarded.on('error', () => response.writeHead(502).end());
  request.pipe(forwarded);
}).listen(Number(port), '127.0.0.1');
