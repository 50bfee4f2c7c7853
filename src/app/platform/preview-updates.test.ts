// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import type { ConfigSource } from '../../config/config-set.ts';
import { remoteSource } from '../../config/source.ts';
import { STUDIO_EVENTS } from '../../../schemas/preview-messages.ts';
import type { RootData } from '../../state/root-data.tsx';
import { draftAnswer, followDraftVersions, keptFrom, paintAfterChange } from './preview-updates.ts';

const ROUTES = [{ path: '/', page: 'home', guard: 'none' as const }];

function setup(answers: Record<number, { status: number; body: unknown } | Promise<{ status: number; body: unknown }>>, root?: Pick<RootData, 'state'>) {
  const doc = document.implementation.createHTMLDocument('preview');
  const config: ConfigSource = remoteSource('aaaaaaaaaaaaaaaa', ROUTES, () => Promise.reject(new Error('not asked')));
  const seen: { revisionAtRevalidate: string }[] = [];
  const router = { revalidate: vi.fn(async () => void seen.push({ revisionAtRevalidate: config.revision })) };
  const fetched: string[] = [];
  const fetchFn = vi.fn(async (path: string) => {
    fetched.push(path);
    const version = Number(new URL(path, 'http://x').searchParams.get('v'));
    const a = await answers[version];
    return new Response(JSON.stringify(a?.body ?? {}), { status: a?.status ?? 404 });
  });
  const shown: unknown[] = [];
  doc.addEventListener(STUDIO_EVENTS.shown, (e) => shown.push((e as CustomEvent).detail));
  const listening = vi.fn();
  doc.addEventListener(STUDIO_EVENTS.listening, listening);
  const stop = followDraftVersions(router, config, root, { doc, fetchFn, painted: async () => undefined, pathname: () => '/cn/slots' });
  const ask = (version: number) => doc.dispatchEvent(new CustomEvent(STUDIO_EVENTS.version, { detail: { version } }));
  return { doc, config, router, seen, fetched, shown, listening, stop, ask };
}

describe('a preview page showing a draft version in place', () => {
  it('says it listens, swaps the config for the version’s revision, revalidates, then says what it shows', async () => {
    const t = setup({ 4: { status: 200, body: { version: 4, revision: 'bbbbbbbbbbbbbbbb', routes: ROUTES } } });
    expect(t.listening).toHaveBeenCalledOnce();
    t.ask(4);
    await vi.waitFor(() => expect(t.shown).toEqual([{ version: 4, refused: null }]));
    expect(t.fetched).toEqual(['/__preview-draft?v=4']);
    expect(t.config.revision).toBe('bbbbbbbbbbbbbbbb');
    expect(t.seen).toEqual([{ revisionAtRevalidate: 'bbbbbbbbbbbbbbbb' }]);
  });

  it('names its template and address, and loads none of the trees the answer carries: only those it lacks', async () => {
    const trees = {
      '/__config/bbbbbbbbbbbbbbbb/template/casino1.json': { key: 'casino1', layout: 'template1', pages: {} },
      '/__config/bbbbbbbbbbbbbbbb/page/casino1/slots.json': { version: 1, root: { widget: 'Stack' } },
      // another revision's tree is never taken for this one
      '/__config/cccccccccccccccc/layout/template1.json': { version: 1, root: { widget: 'Old' } },
    };
    const root = { state: { kind: 'ready', template: { key: 'casino1' } } } as unknown as Pick<RootData, 'state'>;
    const t = setup({ 4: { status: 200, body: { version: 4, revision: 'bbbbbbbbbbbbbbbb', routes: ROUTES, trees } } }, root);
    t.ask(4);
    await vi.waitFor(() => expect(t.shown).toEqual([{ version: 4, refused: null }]));
    expect(t.fetched).toEqual(['/__preview-draft?v=4&template=casino1&path=%2Fcn%2Fslots']);
    expect(await t.config.template('casino1')).toEqual(trees['/__config/bbbbbbbbbbbbbbbb/template/casino1.json']);
    expect(await t.config.page('slots', 'casino1')).toEqual({ version: 1, root: { widget: 'Stack' } });
    expect(t.fetched).toHaveLength(1);
    // not carried: asked for as before
    await t.config.layout('template1').catch(() => undefined);
    expect(t.fetched.at(-1)).toBe('/__config/bbbbbbbbbbbbbbbb/layout/template1.json');
  });

  it('a refused version: the clean one it shows, with the refusal; the same revision is not revalidated', async () => {
    const t = setup({ 5: { status: 200, body: { version: 4, revision: 'aaaaaaaaaaaaaaaa', routes: ROUTES, refused: { version: 5, message: 'bad' } } } });
    t.ask(5);
    await vi.waitFor(() => expect(t.shown).toEqual([{ version: 4, refused: { version: 5, message: 'bad' } }]));
    expect(t.router.revalidate).not.toHaveBeenCalled();
  });

  it('a new route table, a failed answer or a malformed one: outdated, for a new document to show', async () => {
    const t = setup({
      6: { status: 200, body: { version: 6, revision: 'cccccccccccccccc', routes: [...ROUTES, { path: '/new', page: 'new', guard: 'none' as const }] } },
      7: { status: 403, body: { error: 'no valid preview cookie' } },
      8: { status: 200, body: { version: 'eight' } },
    });
    for (const v of [6, 7, 8]) {
      t.ask(v);
      await vi.waitFor(() => expect(t.shown.at(-1)).toEqual({ version: v, outdated: true }));
    }
    expect(t.config.revision).toBe('aaaaaaaaaaaaaaaa');
    expect(t.router.revalidate).not.toHaveBeenCalled();
  });

  it('a newer ask overtakes an older one still in flight: only the newest is answered', async () => {
    let release: (v: { status: number; body: unknown }) => void = () => undefined;
    const slow = new Promise<{ status: number; body: unknown }>((r) => (release = r));
    const t = setup({ 2: slow, 3: { status: 200, body: { version: 3, revision: 'dddddddddddddddd', routes: ROUTES } } });
    t.ask(2);
    t.ask(3);
    await vi.waitFor(() => expect(t.shown).toEqual([{ version: 3, refused: null }]));
    release({ status: 200, body: { version: 2, revision: 'eeeeeeeeeeeeeeee', routes: ROUTES } });
    await new Promise((r) => setTimeout(r, 20));
    expect(t.shown).toHaveLength(1);
    expect(t.config.revision).toBe('dddddddddddddddd');
  });

  it('stops listening when asked to', async () => {
    const t = setup({ 4: { status: 200, body: { version: 4, revision: 'bbbbbbbbbbbbbbbb', routes: ROUTES } } });
    t.stop();
    t.ask(4);
    await new Promise((r) => setTimeout(r, 20));
    expect(t.fetched).toEqual([]);
  });

  it('reads only a well-formed answer', () => {
    expect(draftAnswer({ version: 1, revision: 'r', routes: [] })).toEqual({ version: 1, revision: 'r', routes: [] });
    expect(draftAnswer({ version: 1, revision: 'r', routes: [], refused: { version: 2 } })).toEqual({ version: 1, revision: 'r', routes: [] });
    for (const bad of [null, 3, { version: 1, routes: [] }, { version: 1, revision: 'r', routes: {} }]) expect(draftAnswer(bad)).toBeUndefined();
  });

  it('paints after the document changes, or after the cap when nothing does', async () => {
    const changed = paintAfterChange(document, window, 5_000);
    const t0 = performance.now();
    document.body.append(document.createElement('p'));
    await changed;
    expect(performance.now() - t0).toBeLessThan(1_000);
    const t1 = performance.now();
    await paintAfterChange(document, window, 50);
    expect(performance.now() - t1).toBeGreaterThanOrEqual(45);
  });
});

describe('keptFrom', () => {
  const page = (columns: number) => ({
    version: 1,
    root: {
      widget: 'Stack',
      children: [
        { widget: 'HeroCarousel', props: { slides: [1, 2] } },
        { widget: 'GameGrid', props: { columns } },
      ],
    },
  });
  /** a revision whose home page has hot games in `columns` columns, parsed afresh as the network gives it */
  const revision = (columns: number): ConfigSource => ({
    revision: `r${columns}`,
    routes: ROUTES,
    layout: async () => undefined,
    template: async () => undefined,
    page: async () => JSON.parse(JSON.stringify(page(columns))) as never,
  });
  type Tree = ReturnType<typeof page>;

  it("keeps the shown page's objects where the next version holds the same JSON, and gives the edited node anew", async () => {
    const shown = new Map<string, unknown>();
    const first = (await keptFrom(shown, revision(3)).page('home', 'casino1')) as unknown as Tree;
    const second = (await keptFrom(shown, revision(4)).page('home', 'casino1')) as unknown as Tree;
    expect(second.root.children[0]).toBe(first.root.children[0]);
    expect(second.root.children[1]).not.toBe(first.root.children[1]);
    expect(second.root.children[1]?.props.columns).toBe(4);
    const third = (await keptFrom(shown, revision(4)).page('home', 'casino1')) as unknown as Tree;
    expect(third).toBe(second);
  });

  it('keeps nothing of another part', async () => {
    const shown = new Map<string, unknown>();
    const home = (await keptFrom(shown, revision(3)).page('home', 'casino1')) as unknown as Tree;
    const other = (await keptFrom(shown, revision(3)).page('home', 'casino2')) as unknown as Tree;
    expect(other).not.toBe(home);
    expect(other).toEqual(home);
  });
});
