// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConfigDiff, RevisionMeta } from '../../api/types.ts';
import type { PreviewLink, TemplateSummary } from '../../../engine/studio/contract.ts';
import type { CompareSide } from '../../state/store.ts';
import { HistoryPanel } from '../HistoryPanel.tsx';
import { BlastRadiusList } from '../BlastRadius.tsx';

afterEach(cleanup);

const meta = (id: string, parent: string | null): RevisionMeta =>
  ({ id, parent, message: `m${id}`, author: 'pub', createdAt: '2026-11-26T00:00:00.000Z', kind: 'publish', contentId: id }) as RevisionMeta;
const ITEMS = [meta('00000003', '00000002'), meta('00000002', '00000001'), meta('00000001', null)];

function history(draft: boolean) {
  const open = vi.fn();
  render(
    <HistoryPanel
      load={async () => ({ items: ITEMS, live: '00000003' })}
      canRollback={false}
      onRollback={async () => ({ kind: 'refused', message: 'no' })}
      loadChanges={async () => ({ changes: [], files: [], summary: { added: 0, removed: 0, modified: 0, unchanged: 0 } })}
      refreshKey={0}
      stepUp={async () => null}
      compare={{ draft, open }}
    />,
  );
  return open;
}

describe('History → Compare', () => {
  it('compares two picked revisions, the older on the left', async () => {
    const open = history(false);
    const button = await screen.findByRole('button', { name: 'Compare picked (0/2)' });
    expect(button).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Pick 00000003 to compare' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Pick 00000001 to compare' }));
    fireEvent.click(screen.getByRole('button', { name: 'Compare picked (2/2)' }));
    expect(open).toHaveBeenCalledWith(
      { side: { kind: 'revision', id: '00000001' }, label: 'revision 00000001' },
      { side: { kind: 'revision', id: '00000003' }, label: 'revision 00000003' },
    );
    expect(screen.queryByRole('button', { name: /with the draft/ })).toBeNull();
  });

  it('compares one revision with the open draft', async () => {
    const open = history(true);
    fireEvent.click(await screen.findByRole('button', { name: 'Compare 00000002 with the draft' }));
    expect(open).toHaveBeenCalledWith(
      { side: { kind: 'revision', id: '00000002' }, label: 'revision 00000002' },
      { side: { kind: 'draft' }, label: 'the draft' },
    );
  });
});

const template = (key: string): TemplateSummary =>
  ({
    key,
    label: key,
    abstract: false,
    routes: [{ path: '/', page: 'home' }],
    breakpoints: [{ name: 'desktop', min: 1024 }],
    sites: [],
  }) as unknown as TemplateSummary;
const brands = ['casino1', 'casino2', 'casino3', 'casino4'];
const SHARED: ConfigDiff = {
  changes: [{ what: 'prop', templates: brands, tree: { kind: 'page', name: 'home' }, node: 'hero', widget: 'Hero', prop: 'title', from: 'a', to: 'b' }],
  files: [{ file: 'templates/_casino.json', change: 'modified', nodes: [], values: [] }],
  summary: { added: 0, removed: 0, modified: 1, unchanged: 0 },
};

describe('blast radius before and after', () => {
  it('frames live and the draft for the first three brands it reaches; a fourth opens on demand and lets the earliest go', async () => {
    const asked: string[] = [];
    const previewLink = async (side: CompareSide, site: string): Promise<PreviewLink> => {
      asked.push(`${side.kind === 'draft' ? 'draft' : side.id}@${site}`);
      return { origin: `http://${site}:3000`, token: side.kind === 'draft' ? 'd' : 'live', expiresAt: new Date(Date.now() + 60 * 60_000).toISOString() };
    };
    render(<BlastRadiusList diff={SHARED} beforeAfter={{ templates: brands.map(template), language: 'en', previewLink }} />);
    const pair = (key: string) => screen.queryByRole('group', { name: `${key} before and after, /` });
    await waitFor(() => expect(screen.getAllByTitle(/casino\d (before|after)/)).toHaveLength(6));
    const casino1 = within(pair('casino1')!);
    expect((casino1.getByTitle('casino1 before (live)') as HTMLIFrameElement).src).toBe(
      'http://casino1.localhost:3000/__preview/live/?bp=desktop&lang=en&as=guest',
    );
    expect((casino1.getByTitle('casino1 after (draft)') as HTMLIFrameElement).src).toBe(
      'http://casino1.localhost:3000/__preview/d/?bp=desktop&lang=en&as=guest',
    );
    expect(pair('casino4')).toBeNull();
    expect(asked).not.toContain('live@casino4.localhost');
    fireEvent.click(screen.getByRole('button', { name: 'Show before and after for casino4' }));
    expect(screen.getByRole('button', { name: 'Hide before and after for casino4' }).getAttribute('aria-expanded')).toBe('true');
    await waitFor(() => expect(pair('casino4')).not.toBeNull());
    expect(pair('casino1')).toBeNull();
    expect(screen.getByRole('button', { name: 'Show before and after for casino1' }).getAttribute('aria-expanded')).toBe('false');
  });
});
