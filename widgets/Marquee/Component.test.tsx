// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { validatePage } from '../../schemas/generated/validators.js';
import { LoaderError } from '../../src/render/loader-error.ts';
import { demoSite, renderWidget } from '../../tests/unit/render-widget.tsx';
import Marquee from './Component.tsx';
import { parseMarquee } from '../../src/api/readers/marquee.ts';
import { defaults } from './schema.ts';

afterEach(cleanup);

describe('Marquee', () => {
  it('has a props schema that rejects a wrong prop', () => {
    expect(validatePage({ version: 1, root: { widget: 'Marquee', props: { speed: 'fast' } } })).toBe(false);
    expect(validatePage({ version: 1, root: { widget: 'Marquee', props: { speed: 80 } } })).toBe(true);
  });

  it('scrolls the messages once for readers, with a pause control', async () => {
    await renderWidget(
      <Marquee
        props={defaults}
        data={{
          messages: [
            { id: '1', message: 'Welcome!', message_local: '' },
            { id: '2', message: '18+ only', message_local: '' },
          ],
        }}
        path="p"
        className=""
      />,
    );
    const region = screen.getByRole('region', { name: 'News' });
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Welcome!', '18+ only']);
    expect(region.textContent).toContain('Welcome!');
    fireEvent.click(screen.getByRole('button', { name: 'Pause scrolling news' }));
    expect(screen.getByRole('button', { name: 'Resume scrolling news' })).toBeTruthy();
  });

  it('shows the local message on a local-language page, English on any other (docs/i18n.md)', async () => {
    const data = { messages: [{ id: '1', message: 'Welcome!', message_local: '欢迎！' }] };
    const site = demoSite({ currency: 'CN' });
    await renderWidget(<Marquee props={defaults} data={data} path="p" className="" />, { code: 'CN', site });
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['欢迎！']);
    cleanup();
    await renderWidget(<Marquee props={defaults} data={data} path="p" className="" />, { code: 'CT', site });
    const item = screen.getAllByRole('listitem')[0];
    expect(item?.textContent).toBe('Welcome!');
    expect(item?.getAttribute('lang')).toBe('en-US');
  });

  it('shows nothing when empty and a notice on error', async () => {
    const { container } = await renderWidget(<Marquee props={defaults} data={{ messages: [] }} path="p" className="" />);
    expect(container.textContent).toBe('');
    cleanup();
    await renderWidget(<Marquee props={defaults} data={new LoaderError('x')} path="p" className="" />);
    expect(screen.getByRole('alert').textContent).toBe('News could not be loaded right now.');
  });

  it('reads strings or {message} items and rejects other shapes', () => {
    expect(parseMarquee(['a', { id: 4, message: 'b' }, { message: ' ' }])).toEqual([
      { id: '0', message: 'a', message_local: '' },
      { id: '4', message: 'b', message_local: '' },
    ]);
    expect(parseMarquee([{ id: 1, message: 'Hi', message_local: '你好' }])).toEqual([{ id: '1', message: 'Hi', message_local: '你好' }]);
    expect(parseMarquee([{ text: 'nope' }])).toBeNull();
  });
});
