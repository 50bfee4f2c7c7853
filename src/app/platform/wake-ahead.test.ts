// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { WAKE_AHEAD } from '../../render/wake-mark.ts';
import { slotsToWake, wakeAhead } from './wake-ahead.ts';

const slot = (path: string, plan: string, inner = '<div>x</div>', live = false) =>
  `<div class="hydrate-slot" data-hydrate="${plan}" data-slot="${path}"${live ? ' data-live=""' : ''}>${inner}</div>`;

/** A page: the header, a never footer, a grid on the first screen and one below it, a frozen slot inside another, a live one, the chat launcher. */
function page(): void {
  document.body.innerHTML = [
    slot('layout/0', 'interaction'),
    slot('page/0', 'visible'),
    slot('page/1', 'visible'),
    slot('page/2', 'interaction', slot('page/2/0', 'interaction')),
    slot('layout/3', 'never'),
    slot('layout/4', 'interaction', '<div>y</div>', true),
    slot('layout/5', 'idle'),
    slot('layout/6', 'interaction'),
  ].join('');
}

const paths = (slots: HTMLElement[]) => slots.map((s) => s.dataset.slot);

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the slots woken ahead of a tap', () => {
  it('are the interaction and visible ones on screen that React holds, in document order', () => {
    page();
    const seen = new Set(['layout/0', 'page/0', 'layout/3', 'layout/4', 'layout/5', 'layout/6', 'page/2/0']);
    expect(paths(slotsToWake(document, (s) => seen.has(s.dataset.slot ?? '')))).toEqual(['layout/0', 'page/0', 'layout/6']);
    expect(paths(slotsToWake(document, () => true, new Set(['layout/0'])))).toEqual(['page/0', 'page/1', 'page/2', 'layout/6']);
  });

  it('are woken one at a time, each once the last is live (or past the cap), until none is left', async () => {
    page();
    const woken: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('.hydrate-slot')) {
      el.addEventListener(WAKE_AHEAD, () => {
        woken.push(el.dataset.slot ?? '');
        // the header's code never comes; the others come alive a moment later
        if (el.dataset.slot !== 'layout/0') setTimeout(() => el.setAttribute('data-live', ''), 10);
      });
    }
    let pauses = 0;
    // all on screen (jsdom lays nothing out)
    await wakeAhead({
      onScreen: () => true,
      pause: async () => {
        pauses++;
        // one at a time: when the next pause starts, every slot woken before it is live or given up on
        expect(woken.filter((p) => p !== 'layout/0' && !document.querySelector(`[data-slot="${p}"][data-live]`))).toEqual([]);
      },
      capMs: 200,
    });
    // the slot inside page/2 is React's once page/2 is live: its turn comes then
    expect(woken).toEqual(['layout/0', 'page/0', 'page/1', 'page/2', 'page/2/0', 'layout/6']);
    expect(pauses).toBe(7);
  });
});
