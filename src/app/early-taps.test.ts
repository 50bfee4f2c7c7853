// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { EARLY_TAPS_SCRIPT } from './early-taps.ts';

describe('the early-taps bootstrap', () => {
  it('holds a button click before hydration, shows it pressed, and clicks again once the page is live', async () => {
    document.body.innerHTML = '<button id="b">Log in</button><a id="a" href="#x">link</a>';
    const button = document.getElementById('b') as HTMLButtonElement;
    const seen: string[] = [];
    // a handler like React's, registered after the bootstrap ran, on the same node
    new Function(EARLY_TAPS_SCRIPT)();
    document.addEventListener('click', (e) => seen.push((e.target as Element).id), true);

    button.click();
    expect(seen, 'nothing reaches the page before it is live').toEqual([]);
    expect(button.hasAttribute('data-pressed')).toBe(true);
    document.getElementById('a')?.click();
    expect(seen, 'links are not held').toEqual(['a']);

    document.documentElement.dataset.hydrated = 'true';
    await new Promise((r) => setTimeout(r, 0));
    expect(seen).toEqual(['a', 'b']);
    expect(button.hasAttribute('data-pressed')).toBe(false);
    button.click();
    expect(seen, 'after hydration clicks pass straight through').toEqual(['a', 'b', 'b']);
  });

  it('clicks the same place in a slot that came alive before the page was marked live (its server DOM replaced)', async () => {
    delete document.documentElement.dataset.hydrated;
    document.body.innerHTML = '<div class="hydrate-slot" data-slot="layout/7/2"><div class="w-aichat"><button id="old">Chat</button></div></div>';
    const seen: string[] = [];
    new Function(EARLY_TAPS_SCRIPT)();
    document.addEventListener('click', (e) => seen.push((e.target as Element).id), true);
    document.getElementById('old')?.click();
    expect(seen).toEqual([]);
    // the slot's live render: the same markup, new elements
    document.body.innerHTML = '<div class="hydrate-slot" data-slot="layout/7/2" data-live=""><div class="w-aichat"><button id="new">Chat</button></div></div>';
    document.documentElement.dataset.hydrated = 'true';
    await new Promise((r) => setTimeout(r, 0));
    expect(seen).toEqual(['new']);
  });
});
