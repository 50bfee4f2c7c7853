import { describe, expect, it } from 'vitest';
import type { LogFields } from '../../src/lib/event-log.ts';
import { REPO_ROOT } from '../project/repo.ts';
import { contentIdOf } from './content-id.ts';
import { readConfigFiles } from './gate.ts';
import { openMemoryBackend } from './memory.ts';
import { createPublisher } from './publish.ts';
import type { FileMap } from './types.ts';

const files = readConfigFiles(`${REPO_ROOT}/site-configs`);
const TEMPLATE = 'templates/casino1.json';
const edit = (change: (text: string) => string): FileMap => ({ ...files, [TEMPLATE]: change(files[TEMPLATE] ?? '') });
const typo = edit((t) => t.replace('"label":', '"labell": 1,\n  "label":'));
const spaced = edit((t) => t.replace('"label":', '"label" :'));

async function seeded(events: LogFields[] = []) {
  const store = openMemoryBackend();
  const publisher = createPublisher({ store, log: (_msg, fields) => events.push(fields) });
  const seed = await publisher.publish({ files, parent: null, author: 'server', message: 'seed', kind: 'seed' });
  if (!seed.ok) throw new Error('the shipped configs were refused');
  return { store, publisher, seed: seed.revision };
}

describe('the publisher', () => {
  it('publishes a clean set live; its content id is the revision the gate gives the same directory', async () => {
    const { store, seed } = await seeded();
    expect(seed).toMatchObject({ kind: 'seed', author: 'server', parent: null, lint: { errors: 0 } });
    expect(seed.contentId).toBe(contentIdOf(files));
    const { readConfigSet } = await import('../lint/gate.ts');
    const gate = readConfigSet(`${REPO_ROOT}/site-configs`);
    expect(gate.ok && gate.set.revision).toBe(seed.contentId);
    expect(await store.liveId()).toBe(seed.id);
  }, 30_000);

  it('refuses a set with a lint error (422, the problems with file, pointer and rule), storing nothing', async () => {
    const { store, publisher, seed } = await seeded();
    const outcome = await publisher.publish({ files: typo, parent: seed.id, author: 'alice', message: 'typo', kind: 'publish' });
    expect(outcome).toMatchObject({ ok: false, status: 422, message: '1 config-lint error' });
    if (outcome.ok || outcome.status !== 422) throw new Error('not a 422');
    expect(outcome.lint.problems).toContainEqual(
      expect.objectContaining({ ruleId: 'schema', severity: 'error', file: 'templates/casino1.json', pointer: '/labell' }),
    );
    expect(outcome.report).toMatch(/^site-configs\/templates\/casino1\.json:\d+:\d+ {2}schema/m);
    expect(await store.liveId()).toBe(seed.id);
    expect((await store.auditLog({ limit: 1 })).items[0]).toMatchObject({
      actor: 'alice',
      action: 'publish',
      outcome: 'refused',
      detail: expect.objectContaining({ status: 422 }),
    });
    expect(await publisher.lint(typo)).toMatchObject({ errors: 1 });
  }, 30_000);

  it('logs each publish, rollback and refusal as an event with its revision, author and problems', async () => {
    const events: LogFields[] = [];
    const { publisher, seed } = await seeded(events);
    const refused = await publisher.publish({ files: typo, parent: seed.id, author: 'alice', message: 'typo', kind: 'publish' });
    const published = await publisher.publish({ files: spaced, parent: seed.id, author: 'alice', message: 'a', kind: 'publish' });
    if (refused.ok || !published.ok) throw new Error('expected a refusal, then a publish');
    const back = await publisher.publish({ files, parent: published.revision.id, author: 'bob', message: 'back', kind: 'rollback', restores: seed.id });
    if (!back.ok) throw new Error('the rollback was refused');
    expect(events.map((e) => e.event)).toEqual(['publish', 'publish.refused', 'publish', 'rollback']);
    expect(events[1]).toMatchObject({ level: 'warn', author: 'alice', status: 422, errors: 1, problems: [expect.objectContaining({ pointer: '/labell' })] });
    expect(events[2]).toMatchObject({ author: 'alice', kind: 'publish', revision: published.revision.id, contentId: published.revision.contentId });
    expect(events[3]).toMatchObject({ author: 'bob', revision: back.revision.id, restores: seed.id });
  }, 30_000);

  it('refuses a publish whose parent is no longer live (409, naming what is)', async () => {
    const { publisher, seed } = await seeded();
    const first = await publisher.publish({ files: spaced, parent: seed.id, author: 'alice', message: 'a', kind: 'publish' });
    expect(first.ok).toBe(true);
    const late = await publisher.publish({ files: spaced, parent: seed.id, author: 'bob', message: 'b', kind: 'publish' });
    expect(late).toEqual({ ok: false, status: 409, live: first.ok ? first.revision.id : '' });
  }, 30_000);

  it('refuses a set that drops a live site’s template, unless forced; a forced publish forgets the sites it takes down', async () => {
    const { store, publisher, seed } = await seeded();
    await store.recordSite({ domain: 'casino1.localhost', theme_code: 'casino1', theme_color: 'color1-1' });
    const { [TEMPLATE]: _gone, ...without } = files;
    const refused = await publisher.publish({ files: without, parent: seed.id, author: 'alice', message: 'retire', kind: 'publish' });
    expect(refused).toMatchObject({ ok: false, status: 422, revision: contentIdOf(without) });
    if (refused.ok || refused.status !== 422) throw new Error('not a 422');
    expect(refused.lint.problems).toContainEqual(expect.objectContaining({ ruleId: 'fleet', message: expect.stringContaining('casino1.localhost') }));
    const forced = await publisher.publish({ files: without, parent: seed.id, author: 'admin', message: 'retire', kind: 'publish', force: true });
    expect(forced).toMatchObject({ ok: true, forced: { domains: ['casino1.localhost'] } });
    expect(await store.sites()).toEqual([]);
    expect((await store.auditLog({ limit: 1 })).items[0]).toMatchObject({
      actor: 'admin',
      outcome: 'ok',
      detail: expect.objectContaining({ forced: true, takesDown: ['casino1.localhost'] }),
    });
  }, 30_000);

  it('refuses unsafe paths before the gate', async () => {
    const { publisher, seed } = await seeded();
    for (const path of ['../etc/passwd.json', '/abs.json', 'templates/x.txt', 'a\\b.json', 'templates/../x.json']) {
      const outcome = await publisher.publish({ files: { ...files, [path]: '{}' }, parent: seed.id, author: 'alice', message: 'm', kind: 'publish' });
      expect(outcome, path).toMatchObject({ ok: false, status: 422, message: expect.stringContaining('is not a config path') });
    }
  }, 30_000);

  it('a rollback republishes an earlier revision’s files: the same content id', async () => {
    const { store, publisher, seed } = await seeded();
    const changed = await publisher.publish({ files: spaced, parent: seed.id, author: 'alice', message: 'a', kind: 'publish' });
    if (!changed.ok) throw new Error('refused');
    const old = await store.revision(seed.id);
    const back = await publisher.publish({
      files: old?.files ?? {},
      parent: changed.revision.id,
      author: 'alice',
      message: 'back',
      kind: 'rollback',
      restores: seed.id,
    });
    expect(back).toMatchObject({ ok: true, revision: { contentId: seed.contentId, restores: seed.id, kind: 'rollback' } });
  }, 30_000);
});
