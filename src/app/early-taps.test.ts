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

  it("sends a guest's heart to the login page at once; a signed-in player's is held and clicked once live", async () => {
    delete document.documentElement.dataset.hydrated;
    // a hash: the one navigation jsdom carries out
    document.body.innerHTML = '<button id="heart" data-login-href="#login">♡</button>';
    const heart = document.getElementById('heart') as HTMLButtonElement;
    const seen: string[] = [];
    new Function(EARLY_TAPS_SCRIPT)();
    document.addEventListener('click', (e) => seen.push((e.target as Element).id), true);
    heart.click();
    expect(window.location.hash).toBe('#login');
    expect(heart.hasAttribute('data-pressed'), 'not held').toBe(false);
    expect(document.documentElement.hasAttribute('data-navigating'), 'shown under way').toBe(true);
    document.documentElement.removeAttribute('data-navigating');

    history.replaceState(null, '', '#');
    localStorage.setItem('session', JSON.stringify({ state: { isAuthenticated: true }, version: 0 }));
    heart.click();
    expect(window.location.hash).toBe('');
    expect(heart.hasAttribute('data-pressed')).toBe(true);
    document.documentElement.dataset.hydrated = 'true';
    await new Promise((r) => setTimeout(r, 0));
    expect(seen).toEqual(['heart']);
    localStorage.clear();
  });

  it('draws a held provider chip’s answer from the server’s tiles, and puts the markup back before the live grid takes the click', async () => {
    delete document.documentElement.dataset.hydrated;
    const server = [
      '<section><div role="group">',
      '<button id="all" data-provider="" aria-pressed="true">All</button>',
      '<button id="pg" data-provider="PG" aria-pressed="false">PG</button>',
      '<button id="jili" data-provider="JILI" aria-pressed="false">JILI</button>',
      '<button id="none" data-provider="NONE" aria-pressed="false">NONE</button>',
      '</div><ul class="w-gamegrid__list">',
      '<li id="a" data-game="PG/1"></li><li id="b" data-game="JILI/2"></li><li id="c" data-game="PG/3"></li>',
      '</ul></section>',
    ].join('');
    document.body.innerHTML = server;
    const seen: string[] = [];
    new Function(EARLY_TAPS_SCRIPT)();
    document.addEventListener('click', (e) => seen.push((e.target as Element).id), true);
    const pressed = () => [...document.querySelectorAll('[aria-pressed="true"]')].map((b) => b.id);
    const shown = () => [...document.querySelectorAll('li:not([hidden])')].map((l) => l.id);
    const list = document.querySelector('ul') as HTMLUListElement;

    document.getElementById('pg')?.click();
    expect(pressed()).toEqual(['pg']);
    expect(shown()).toEqual(['a', 'c']);
    document.getElementById('pg')?.click();
    expect(pressed(), 'a pressed chip tapped again lets go').toEqual(['all']);
    expect(shown()).toEqual(['a', 'b', 'c']);
    document.getElementById('none')?.click();
    expect(pressed()).toEqual(['none']);
    expect(shown(), 'none of its games drawn: the grid stays, dimmed').toEqual(['a', 'b', 'c']);
    expect(list.className).toBe('w-gamegrid__list w-gamegrid__list--pending');
    document.getElementById('jili')?.click();
    expect(shown()).toEqual(['b']);
    expect(list.className).toBe('w-gamegrid__list');

    document.documentElement.dataset.hydrated = 'true';
    await new Promise((r) => setTimeout(r, 0));
    expect(seen, 'every held tap, in order').toEqual(['pg', 'pg', 'none', 'jili']);
    expect(document.body.innerHTML.replace(/ data-pressed=""/g, ''), 'the server markup, as the live grid hydrated it').toBe(server);
  });

  it('inside a slot still server HTML the answer stays until the slot renders, and a later chip there is answered too', async () => {
    delete document.documentElement.dataset.hydrated;
    document.body.innerHTML = [
      '<div class="hydrate-slot" data-slot="main/0"><section>',
      '<button id="all" data-provider="" aria-pressed="true">All</button><button id="pg" data-provider="PG" aria-pressed="false">PG</button>',
      '<button id="jili" data-provider="JILI" aria-pressed="false">JILI</button>',
      '<ul class="w-gamegrid__list"><li id="a" data-game="PG/1"></li><li id="b" data-game="JILI/2"></li></ul>',
      '</section></div>',
    ].join('');
    const seen: string[] = [];
    new Function(EARLY_TAPS_SCRIPT)();
    // the slot's own listener: it holds the click until its code is here
    document.querySelector('.hydrate-slot')?.addEventListener('click', (e) => seen.push((e.target as Element).id));
    const shown = () => [...document.querySelectorAll('li:not([hidden])')].map((l) => l.id);
    document.getElementById('pg')?.click();
    expect(shown()).toEqual(['a']);
    document.documentElement.dataset.hydrated = 'true';
    await new Promise((r) => setTimeout(r, 0));
    expect(seen, 'replayed to the slot').toEqual(['pg']);
    expect(shown(), 'not put back: the slot did not hydrate it, its live render replaces it').toEqual(['a']);
    document.getElementById('jili')?.click();
    expect(shown(), 'a tap after the page is live, the slot still asleep').toEqual(['b']);
    expect(seen).toEqual(['pg', 'jili']);
    document.querySelector('.hydrate-slot')?.setAttribute('data-live', '');
    document.getElementById('pg')?.click();
    expect(shown(), 'a live slot draws its own answer').toEqual(['b']);
  });

  it("after hydration a guest's heart in a slot still asleep leads to the login page without waking it", async () => {
    delete document.documentElement.dataset.hydrated;
    document.body.innerHTML = '<div class="hydrate-slot" data-slot="main/1"><button id="heart" data-login-href="#login2">♡</button></div>';
    const seen: string[] = [];
    new Function(EARLY_TAPS_SCRIPT)();
    document.querySelector('.hydrate-slot')?.addEventListener('click', (e) => seen.push((e.target as Element).id));
    document.documentElement.dataset.hydrated = 'true';
    await new Promise((r) => setTimeout(r, 0));
    document.getElementById('heart')?.click();
    expect(window.location.hash).toBe('#login2');
    expect(seen, 'the slot is not woken for it').toEqual([]);
    history.replaceState(null, '', '#');
  });

  it('answers a chip in a slot still asleep though the slot holds the click at the window, stopping it there', async () => {
    delete document.documentElement.dataset.hydrated;
    document.body.innerHTML = [
      '<div class="hydrate-slot" data-slot="main/2"><section>',
      '<button id="all" data-provider="" aria-pressed="true">All</button><button id="pg" data-provider="PG" aria-pressed="false">PG</button>',
      '<ul class="w-gamegrid__list"><li id="a" data-game="PG/1"></li><li id="b" data-game="JILI/2"></li></ul>',
      '</section></div>',
    ].join('');
    new Function(EARLY_TAPS_SCRIPT)();
    document.documentElement.dataset.hydrated = 'true';
    await new Promise((r) => setTimeout(r, 0));
    // as src/render/HydrateSlot.tsx once the page is live: on the window, in the capture phase, stopping the click
    const held = (e: Event) => {
      e.preventDefault();
      e.stopPropagation();
    };
    window.addEventListener('click', held, true);
    try {
      document.getElementById('pg')?.click();
      expect([...document.querySelectorAll('li:not([hidden])')].map((l) => l.id)).toEqual(['a']);
      expect(document.getElementById('pg')?.getAttribute('aria-pressed')).toBe('true');
    } finally {
      window.removeEventListener('click', held, true);
    }
  });

  it('marks a chip pressed as the finger lands before the page is live; the mark goes at hydration when no click came', async () => {
    delete document.documentElement.dataset.hydrated;
    document.body.innerHTML =
      '<section><button id="pg" data-provider="PG" aria-pressed="false"><img id="logo" alt="PG"></button><button id="other">x</button></section>';
    new Function(EARLY_TAPS_SCRIPT)();
    const chip = document.getElementById('pg') as HTMLButtonElement;
    document.getElementById('other')?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(document.getElementById('other')?.hasAttribute('data-pressed'), 'a chip only').toBe(false);
    document.getElementById('logo')?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(chip.hasAttribute('data-pressed'), 'at the pointerdown, before any click').toBe(true);
    document.documentElement.dataset.hydrated = 'true';
    await new Promise((r) => setTimeout(r, 0));
    expect(chip.hasAttribute('data-pressed'), 'the finger scrolled or slid off: the live page has it unpressed').toBe(false);
    chip.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(chip.hasAttribute('data-pressed'), 'once live, the chip marks its own press').toBe(false);
  });
});
