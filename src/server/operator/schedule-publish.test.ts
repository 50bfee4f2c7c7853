import { describe, expect, it } from 'vitest';
import { contentIdOf } from '../../../engine/store/content-id.ts';
import { openMemoryBackend } from '../../../engine/store/memory.ts';
import type { ConfigPublisher, ConfigStoreBackend, FileMap, LintSummary } from '../../../engine/store/types.ts';
import type { LogFields } from '../../lib/event-log.ts';
import { publishSchedule } from './schedule-publish.ts';

const CLEAN: LintSummary = { errors: 0, warnings: 0, problems: [] };
const files = (colour: string): FileMap => ({ 'routes.json': '{}', 'templates/casino1.json': `{"colour":"${colour}"}` });
const AT = Date.parse('2030-01-01T10:00:00Z');

/** The store's own publish behind the publisher's interface: the gate itself is the real server's (tests/security/schedules.test.ts). */
function storePublisher(backend: ConfigStoreBackend, refuse?: string): ConfigPublisher {
  return {
    lint: async () => CLEAN,
    async publish(request) {
      if (refuse) return { ok: false, status: 422, message: refuse, lint: { ...CLEAN, errors: 1 } };
      const result = await backend.publish({ ...request, lint: CLEAN });
      return result.ok ? { ok: true, revision: result.revision, lint: CLEAN } : { ok: false, status: 409, live: result.live };
    },
  };
}

async function setup(options: { refuse?: string; files?: (colour: string) => FileMap } = {}) {
  const filesOf = options.files ?? files;
  const backend = openMemoryBackend();
  const seeded = await backend.publish({ files: filesOf('#111111'), parent: null, author: 'server', message: 'seed', kind: 'seed', lint: CLEAN });
  if (!seeded.ok) throw new Error('seed refused');
  await backend.createAccount({
    name: 'pat',
    passwordHash: 'x',
    grants: [{ role: 'publisher', scope: ['casino1'] }],
    createdAt: '2030-01-01T00:00:00Z',
    disabled: false,
  });
  const draft = await backend.createDraft({ owner: 'pat', title: 'promo', parent: seeded.revision.id, files: filesOf('#222222') });
  const schedule = await backend.createSchedule({
    draft: draft.id,
    contentId: contentIdOf(draft.files),
    parent: seeded.revision.id,
    at: new Date(AT).toISOString(),
    timeZone: 'Asia/Manila',
    templates: ['casino1'],
    author: 'pat',
    message: 'the promo',
  });
  const logged: LogFields[] = [];
  const store = { backend, publisher: storePublisher(backend, options.refuse) };
  const run = () =>
    publishSchedule(
      store,
      schedule.id,
      (_msg, fields) => logged.push(fields),
      () => AT + 100,
    );
  return { backend, draft, schedule, seeded: seeded.revision, logged, run };
}

const failedWith = async (backend: ConfigStoreBackend, id: string) => {
  const audit = (await backend.auditLog({ limit: 10, action: 'schedule.fail' })).items;
  return { schedule: await backend.schedule(id), audit };
};

describe('publishing a schedule at its time', () => {
  it('publishes the draft in the scheduler’s name, its message naming the schedule, audited; the draft is gone', async () => {
    const { backend, draft, schedule, run, logged } = await setup();
    const done = await run();
    const live = await backend.live();
    expect(done).toMatchObject({ state: 'published', revision: live?.id, settledAt: new Date(AT + 100).toISOString() });
    expect(live).toMatchObject({ author: 'pat', kind: 'publish', files: files('#222222') });
    expect(live?.message).toBe(`the promo (scheduled by pat for 2030-01-01 18:00 Asia/Manila, schedule ${schedule.id})`);
    expect(await backend.draft(draft.id)).toBeUndefined();
    expect((await backend.auditLog({ limit: 10, action: 'schedule.publish' })).items).toEqual([
      expect.objectContaining({ actor: 'pat', revision: live?.id, outcome: 'ok', client: null }),
    ]);
    expect(logged.map((f) => f['event'])).toEqual(['schedule.publish']);
  });

  it('publishes once however many claim it at once', async () => {
    const { backend, run } = await setup();
    const results = await Promise.all([run(), run(), run()]);
    expect(results.filter((r) => r !== undefined)).toHaveLength(1);
    expect((await backend.history({ limit: 10 })).items).toHaveLength(2);
  });

  it('fails, audited with the reason, when the draft changed after it was scheduled', async () => {
    const { backend, draft, schedule, run, seeded } = await setup();
    await backend.updateDraft(draft.id, draft.version, { files: files('#333333') });
    await run();
    const { schedule: after, audit } = await failedWith(backend, schedule.id);
    expect(after).toMatchObject({ state: 'failed', reason: expect.stringMatching(/the draft changed after it was scheduled/) });
    expect(audit).toEqual([expect.objectContaining({ actor: 'pat', outcome: 'refused', revision: seeded.id })]);
    expect(await backend.liveId()).toBe(seeded.id);
  });

  it('fails when another revision went live, the draft is gone, the scheduler lost the role, or the gate refuses', async () => {
    const moved = await setup();
    await moved.backend.publish({ files: files('#444444'), parent: moved.seeded.id, author: 'other', message: 'm', kind: 'publish', lint: CLEAN });
    await moved.run();
    expect((await moved.backend.schedule(moved.schedule.id))?.reason).toMatch(/is live now, not r00000001/);

    const gone = await setup();
    await gone.backend.deleteDraft(gone.draft.id);
    await gone.run();
    expect((await gone.backend.schedule(gone.schedule.id))?.reason).toMatch(/the draft .* is gone/);

    const demoted = await setup();
    await demoted.backend.updateAccount('pat', { grants: [{ role: 'editor', scope: ['casino1'] }] });
    await demoted.run();
    expect((await demoted.backend.schedule(demoted.schedule.id))?.reason).toMatch(/no longer holds the publisher role over casino1/);

    const refused = await setup({ refuse: '1 config-lint error' });
    await refused.run();
    expect((await refused.backend.schedule(refused.schedule.id))?.reason).toBe('1 config-lint error');
    for (const s of [moved, gone, demoted, refused]) expect((await s.backend.auditLog({ limit: 10, action: 'schedule.fail' })).items).toHaveLength(1);
  });

  it('does nothing with a cancelled schedule', async () => {
    const { backend, schedule, run, seeded } = await setup();
    await backend.cancelSchedule(schedule.id, 'pat', new Date(AT - 1).toISOString());
    expect(await run()).toBeUndefined();
    expect(await backend.liveId()).toBe(seeded.id);
  });
});

describe('a schedule of a template that needs four-eyes approval', () => {
  const guarded = (colour: string): FileMap => ({
    'routes.json': '{}',
    'templates/casino1.json': `{"colour":"${colour}","publishing":{"approval":"required"}}`,
  });

  const guardedSetup = () => setup({ files: guarded });

  it('fails visibly with approvalRequired when nobody approved it, and nothing goes live', async () => {
    const { backend, schedule, seeded, run } = await guardedSetup();
    const done = await run();
    expect(done).toMatchObject({ state: 'failed' });
    expect(done?.state === 'failed' && done.reason).toMatch(/^approvalRequired: casino1/);
    expect(await backend.liveId()).toBe(seeded.id);
    expect((await failedWith(backend, schedule.id)).audit).toHaveLength(1);
  });

  it('publishes once a publisher who did not edit it approved exactly the scheduled content', async () => {
    const { backend, draft, run } = await guardedSetup();
    await backend.changeDraftReview(draft.id, (d) => ({
      ...d.review,
      approvals: [{ by: 'quinn', at: '2030-01-01T09:00:00Z', contentId: contentIdOf(d.files), templates: ['casino1'] }],
    }));
    expect(await run()).toMatchObject({ state: 'published' });
  });

  it('fails with approvalStale when the only approval was of other content', async () => {
    const { backend, draft, run } = await guardedSetup();
    await backend.changeDraftReview(draft.id, (d) => ({
      ...d.review,
      approvals: [{ by: 'quinn', at: '2030-01-01T09:00:00Z', contentId: 'an-earlier-version', templates: ['casino1'] }],
    }));
    const done = await run();
    expect(done?.state === 'failed' && done.reason).toMatch(/^approvalStale/);
  });
});
