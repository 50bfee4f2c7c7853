import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isStudioPath, previewOriginsFrom, serveStudio, studioPolicy, type StudioSite } from './studio-static.ts';

const dir = mkdtempSync(join(tmpdir(), 'studio-static-'));
const SCRIPT = 'console.log("studio");'.repeat(40);
let server: Server;
let port: number;

function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      let body = '';
      res.setEncoding('latin1');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  mkdirSync(join(dir, 'studio/assets'), { recursive: true });
  writeFileSync(join(dir, 'studio/index.html'), '<!doctype html><script type="module" src="/studio/assets/index-abc123.js"></script>');
  writeFileSync(join(dir, 'studio/assets/index-abc123.js'), SCRIPT);
  writeFileSync(join(dir, 'studio/assets/index-abc123.js.br'), brotliCompressSync(SCRIPT));
  const site: StudioSite = { dir: join(dir, 'studio'), previewOrigins: ['http://localhost:3000', 'http://*.localhost:3000'] };
  const missing: StudioSite = { dir: join(dir, 'not-built'), previewOrigins: [] };
  server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    void serveStudio(path.startsWith('/unbuilt') ? missing : site, path.replace('/unbuilt', ''), req, res);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => {
  server.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the studio page', () => {
  it('/studio and any client-side route get index.html with a strict policy, never cached for long, never framed', async () => {
    for (const path of ['/studio', '/studio/', '/studio/casino1/home', '/studio/drafts/abc?x=1']) {
      const answer = await get(path);
      expect(answer.status, path).toBe(200);
      expect(answer.body).toContain('/studio/assets/index-abc123.js');
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(answer.headers['x-frame-options']).toBe('DENY');
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['referrer-policy']).toBe('no-referrer');
      const csp = String(answer.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self';");
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).toContain('frame-src http://localhost:3000 http://*.localhost:3000;');
      expect(csp).toContain("frame-ancestors 'none'");
    }
    const head = await get('/studio', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
  });

  it('hashed assets are immutable and sent precompressed when the browser takes it; a missing one is 404', async () => {
    const plain = await get('/studio/assets/index-abc123.js');
    expect(plain.status).toBe(200);
    expect(plain.body).toBe(SCRIPT);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(plain.headers['x-content-type-options']).toBe('nosniff');
    const br = await get('/studio/assets/index-abc123.js', { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(Number(br.headers['content-length'])).toBeLessThan(SCRIPT.length);
    const gone = await get('/studio/assets/index-old999.js');
    expect(gone.status).toBe(404);
    expect(JSON.parse(gone.body)).toMatchObject({ error: { code: 'notFound' } });
  });

  it('nothing outside the build is reachable, and a state change is 405', async () => {
    for (const path of ['/studio/../package.json', '/studio/%2e%2e/%2e%2e/package.json', '/studio/.vite/manifest.json']) {
      const answer = await get(path);
      expect(answer.body, path).not.toContain('"dependencies"');
      expect(answer.body).not.toContain('"index.html"');
    }
    const post = await get('/studio', {}, 'POST');
    expect(post.status).toBe(405);
    expect(post.headers['allow']).toBe('GET, HEAD');
  });

  it('a server without the build says so', async () => {
    const answer = await get('/unbuilt/studio');
    expect(answer.status).toBe(503);
    expect(JSON.parse(answer.body)).toMatchObject({ error: { code: 'studioNotBuilt' } });
  });
});

describe('the policy', () => {
  it('frames the local player server by default, or the configured origins; a value that is no origin is left out', () => {
    expect(previewOriginsFrom({})).toEqual(['http://localhost:3000', 'http://*.localhost:3000']);
    expect(previewOriginsFrom({ PORT: '4100' })).toEqual(['http://localhost:4100', 'http://*.localhost:4100']);
    expect(previewOriginsFrom({ STUDIO_PREVIEW_ORIGIN: 'https://*.brands.example, https://preview.example:8443' })).toEqual([
      'https://*.brands.example',
      'https://preview.example:8443',
    ]);
    const sneaky = previewOriginsFrom({ STUDIO_PREVIEW_ORIGIN: "https://ok.example; script-src 'unsafe-inline'" });
    expect(studioPolicy(sneaky)).not.toContain('unsafe-inline');
  });

  it('frames what preview links name: PLAYER_ORIGIN’s scheme and port on any site’s domain; the older STUDIO_PREVIEW_ORIGIN still wins', () => {
    expect(previewOriginsFrom({ PLAYER_ORIGIN: 'https://example.com' })).toEqual(['https://*']);
    expect(previewOriginsFrom({ PLAYER_ORIGIN: 'http://localhost:4100/', PORT: '3000' })).toEqual(['http://*:4100']);
    expect(studioPolicy(previewOriginsFrom({ PLAYER_ORIGIN: 'https://example.com:8443' }))).toContain('frame-src https://*:8443;');
    expect(previewOriginsFrom({ PLAYER_ORIGIN: 'https://example.com', STUDIO_PREVIEW_ORIGIN: 'https://*.brands.example' })).toEqual([
      'https://*.brands.example',
    ]);
    expect(previewOriginsFrom({ PLAYER_ORIGIN: 'javascript:alert(1)', PORT: '4100' })).toEqual(['http://localhost:4100', 'http://*.localhost:4100']);
  });

  it('is the studio’s paths only', () => {
    expect(['/studio', '/studio/', '/studio/x'].every(isStudioPath)).toBe(true);
    expect(['/studios', '/api/studio/catalog', '/'].some(isStudioPath)).toBe(false);
  });
});
