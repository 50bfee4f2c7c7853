/**
 * A draft preview with several server workers (production mode: WEB_CONCURRENCY > 1, as with
 * BACKEND_URL), against the real cluster: a preview page updating in place asks /__preview-draft on one
 * connection and the version's trees on others, which the supervisor hands to any worker. Every worker
 * serves the draft's current revision to that preview's cookie (and nothing without it).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './server.ts';
import { as, login, op, startOperatorServer, type OperatorFixture } from './operator-server.ts';

const SECRET = 'security-suite-preview-workers-0123456789';
const DRAFT_COLOUR = '#0a1b2c';
const NEXT_COLOUR = '#3d4e5f';
let fx: OperatorFixture;
let cookie: string;
let next: () => Promise<number>;

beforeAll(async () => {
  fx = await startOperatorServer({ PREVIEW_SECRET: SECRET, WEB_CONCURRENCY: '2', WORKER_PID_HEADER: '1' }, { editor: ['editor', '*'] }, []);
  const editor = await login(fx.port, 'editor');
  const live = (await op(fx.port, '/api/revisions/live', { cookie: editor.cookie })).json as { files: Record<string, string> };
  const files = {
    ...live.files,
    'templates/casino1.json': live.files['templates/casino1.json']!.replace(/"primary": "#[0-9a-f]{6}"/, `"primary": "${DRAFT_COLOUR}"`),
  };
  const created = await op(fx.port, '/api/drafts', as(editor, { title: 'workers', files }));
  expect(created.status).toBe(201);
  // the draft's next version, saved after the page was rendered: only the process that answers
  // /__preview-draft for it has judged it
  next = async () => {
    const saved = await op(
      fx.port,
      `/api/drafts/${String(created.json['id'])}`,
      as(
        editor,
        {
          version: created.json['version'],
          files: { ...files, 'templates/casino1.json': files['templates/casino1.json']!.replace(DRAFT_COLOUR, NEXT_COLOUR) },
        },
        'PUT',
      ),
    );
    expect(saved.status).toBe(200);
    return Number(saved.json['version']);
  };
  const link = await op(fx.port, `/api/drafts/${String(created.json['id'])}/preview`, as(editor, { site: 'casino1.localhost' }));
  const entry = await page(`/__preview/${String(link.json['token'])}/`);
  cookie = String(entry.headers['set-cookie'] ?? '').split(';')[0] ?? '';
  expect(cookie).toMatch(/^__studio_preview=/);
}, 120_000);
afterAll(() => fx?.stop());

const page = (path: string, headers: Record<string, string> = {}) => call(fx.server.port, path, { host: `casino1.localhost:${fx.server.port}`, headers });

describe('a draft preview behind two workers', () => {
  it('the revision /__preview-draft names is served by every worker to the preview, and by none without its cookie', async () => {
    const version = await next();
    const answer = await page(`/__preview-draft?v=${version}`, { cookie });
    expect(answer.status).toBe(200);
    const { revision } = JSON.parse(answer.body) as { revision: string; version: number };
    expect((JSON.parse(answer.body) as { version: number }).version).toBe(version);
    const pids = new Set<string>();
    // each call is a new connection: the supervisor spreads them over both workers
    for (let i = 0; i < 12; i++) {
      const tree = await page(`/__config/${revision}/template/casino1.json`, { cookie });
      expect(tree.status).toBe(200);
      expect(tree.body).toContain(NEXT_COLOUR);
      pids.add(String(tree.headers['x-worker-pid']));
    }
    expect(pids.size).toBe(2);
    for (let i = 0; i < 4; i++) {
      const without = await page(`/__config/${revision}/template/casino1.json`);
      expect(without.status).toBe(410);
      expect(without.body).not.toContain(NEXT_COLOUR);
    }
  });
});
