// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PreviewLink, TemplateSummary } from '../../../engine/studio/contract.ts';
import type { ConfigDiff } from '../../api/types.ts';
import type { CompareSide } from '../../state/store.ts';
import { CompareView } from './CompareView.tsx';

afterEach(cleanup);

const template = (key: string, extra: Partial<TemplateSummary> = {}): TemplateSummary => ({
  key,
  label: key,
  extends: ['_casino'],
  abstract: false,
  layout: 'main',
  pages: ['home', 'slots'],
  routes: [
    { path: '/', page: 'home' },
    { path: '/slots', page: 'slots' },
  ],
  breakpoints: [
    { name: 'mobile', min: 0 },
    { name: 'desktop', min: 1024 },
  ],
  schemes: ['color1-1'],
  file: `templates/${key}.json`,
  sites: [],
  ...extra,
});
const TEMPLATES = [template('_casino', { abstract: true }), template('casino1'), template('casino2')];

const DIFF: ConfigDiff = {
  changes: [
    { what: 'prop', templates: ['casino1'], tree: { kind: 'page', name: 'home' }, node: 'hero', widget: 'Hero', prop: 'title', from: 'Old', to: 'New' },
  ],
  files: [
    {
      file: 'pages/home.json',
      change: 'modified',
      nodes: [
        {
          widget: 'Hero',
          id: 'hero',
          change: 'modified',
          fromPointer: '/children/0',
          toPointer: '/children/0',
          props: [{ name: 'title', from: 'Old', to: 'New' }],
          at: [{ breakpoint: 'mobile', name: 'size', from: 2, to: 3 }],
          other: [],
        },
      ],
      values: [],
    },
  ],
  summary: { added: 0, removed: 0, modified: 1, unchanged: 3 },
};

function setup() {
  const previewLink = vi.fn(async (side: CompareSide, site: string): Promise<PreviewLink> => ({
    origin: `http://${site}:3000`,
    token: side.kind === 'draft' ? 'draft-token' : `rev-${side.id}`,
    expiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
  }));
  const loadDiff = vi.fn(async () => DIFF);
  const from = { side: { kind: 'revision', id: '00000001' } as const, label: 'revision 00000001' };
  const to = { side: { kind: 'revision', id: '00000002' } as const, label: 'revision 00000002' };
  render(<CompareView from={from} to={to} templates={TEMPLATES} template="casino1" language="en" loadDiff={loadDiff} previewLink={previewLink} />);
  return { previewLink, loadDiff };
}

const frames = () => screen.getAllByTitle(/^casino\d at /) as HTMLIFrameElement[];

describe('compare', () => {
  it('frames the brand’s page at both revisions, each from its own preview link, over the divider', async () => {
    const { previewLink, loadDiff } = setup();
    await waitFor(() => expect(frames()).toHaveLength(2));
    const [older, newer] = [screen.getByTitle('casino1 at revision 00000001'), screen.getByTitle('casino1 at revision 00000002')] as HTMLIFrameElement[];
    expect(older!.src).toBe('http://casino1.localhost:3000/__preview/rev-00000001/?bp=desktop&lang=en&as=guest');
    expect(newer!.src).toBe('http://casino1.localhost:3000/__preview/rev-00000002/?bp=desktop&lang=en&as=guest');
    expect(older!.closest('[data-layer]')?.getAttribute('data-layer')).toBe('over');
    expect(newer!.closest('[data-layer]')?.getAttribute('data-layer')).toBe('under');
    expect(previewLink).toHaveBeenCalledWith({ kind: 'revision', id: '00000001' }, 'casino1.localhost');
    expect(loadDiff).toHaveBeenCalledWith({ kind: 'revision', id: '00000001' }, { kind: 'revision', id: '00000002' });
    expect(screen.getByRole('slider', { name: /Divider between revision 00000001/ })).toBeTruthy();
  });

  it('the device switch sets both frames’ width and breakpoint', async () => {
    setup();
    await waitFor(() => expect(frames()).toHaveLength(2));
    for (const f of frames()) expect(f.style.width).toBe('1280px');
    const devices = screen.getByRole('group', { name: 'Device' });
    fireEvent.click(within(devices).getByRole('button', { name: 'Phone 390' }));
    expect(within(devices).getByRole('button', { name: 'Phone 390' }).getAttribute('aria-pressed')).toBe('true');
    for (const f of frames()) {
      expect(f.style.width).toBe('390px');
      expect(new URL(f.src).searchParams.get('bp')).toBe('mobile');
    }
  });

  it('another brand or page frames that brand’s site at that address; the diff shows per node, prop and breakpoint', async () => {
    setup();
    fireEvent.change(screen.getByRole('combobox', { name: 'Brand' }), { target: { value: 'casino2' } });
    expect(screen.queryByRole('option', { name: /_casino/ })).toBeNull();
    fireEvent.change(screen.getByRole('combobox', { name: 'Page' }), { target: { value: '/slots' } });
    await waitFor(() => expect(screen.getByTitle('casino2 at revision 00000002')).toBeTruthy());
    expect((screen.getByTitle('casino2 at revision 00000002') as HTMLIFrameElement).src).toMatch(
      /^http:\/\/casino2\.localhost:3000\/__preview\/rev-00000002\/slots\?/,
    );
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'revision 00000001' })).toBeTruthy();
    expect(within(table).getByRole('rowheader', { name: 'size' }).parentElement?.textContent).toBe('sizemobile23');
  });

  it('says why a side has no preview', async () => {
    render(
      <CompareView
        from={{ side: { kind: 'revision', id: 'live' }, label: 'live' }}
        to={{ side: { kind: 'draft' }, label: 'the draft' }}
        templates={TEMPLATES}
        template={null}
        language="en"
        loadDiff={async () => DIFF}
        previewLink={async (side) => {
          if (side.kind === 'draft') throw new Error('previews are off');
          return { origin: 'http://casino1.localhost:3000', token: 't', expiresAt: new Date(Date.now() + 60 * 60_000).toISOString() };
        }}
      />,
    );
    expect((await screen.findByRole('alert')).textContent).toBe('No preview of casino1 at the draft: previews are off');
    expect(screen.getByTitle('casino1 at live')).toBeTruthy();
  });
});
