// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { CLIENT_NAVIGATION, documentLoadsFirst, NAVIGATING } from '../lib/client-navigation.ts';
import { allowClientNavigation, PLAIN_LINKS_SCRIPT } from './plain-links.ts';

afterEach(() => {
  document.documentElement.removeAttribute(CLIENT_NAVIGATION);
  document.documentElement.removeAttribute(NAVIGATING);
});

/** What reaches a handler registered after the bootstrap (React's, a deferred slot's), and whether the click was prevented. */
function clickOn(id: string, init: MouseEventInit = {}): { reached: boolean; prevented: boolean } {
  const el = document.getElementById(id)!;
  let reached = false;
  const handler = (e: Event) => {
    reached = true;
    e.preventDefault();
  };
  document.addEventListener('click', handler, true);
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, ...init });
  el.dispatchEvent(event);
  document.removeEventListener('click', handler, true);
  return { reached, prevented: event.defaultPrevented };
}

describe('the plain-links bootstrap', () => {
  new Function(PLAIN_LINKS_SCRIPT)();

  it('leaves a router link to the browser until the navigation code is in memory, then lets the page take it', () => {
    document.body.innerHTML = '<a id="vip" data-discover href="/vip"><span id="inner">VIP</span></a>';
    expect(clickOn('vip')).toEqual({ reached: false, prevented: false });
    expect(document.documentElement.hasAttribute(NAVIGATING), 'the load shows under way at once').toBe(true);
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    expect(document.documentElement.hasAttribute(NAVIGATING), 'back from the back-forward cache: no longer under way').toBe(false);
    expect(clickOn('inner'), 'a click on what the link holds').toEqual({ reached: false, prevented: false });
    expect(documentLoadsFirst(), 'a navigation the code starts is a document load too').toBe(true);
    allowClientNavigation();
    expect(clickOn('vip')).toEqual({ reached: true, prevented: true });
    expect(documentLoadsFirst()).toBe(false);
  });

  it("takes the page's speculation rules away once the router follows its links", () => {
    document.head.innerHTML = '<script type="speculationrules">{"prefetch":[]}</script><script type="application/json">{}</script>';
    allowClientNavigation();
    expect([...document.head.querySelectorAll('script')].map((s) => s.type)).toEqual(['application/json']);
    document.head.innerHTML = '';
  });

  it('leaves every other click alone', () => {
    document.body.innerHTML = [
      '<a id="plain" href="/elsewhere">plain</a>',
      '<a id="blank" data-discover href="/vip" target="_blank">new tab</a>',
      '<a id="file" data-discover href="/terms.pdf" download>file</a>',
      '<a id="mod" data-discover href="/vip">with a modifier</a>',
      '<button id="button">button</button>',
      '<a id="jump" data-discover href="#faq">within the page</a>',
    ].join('');
    for (const id of ['plain', 'blank', 'file', 'button']) expect(clickOn(id).reached, id).toBe(true);
    expect(document.documentElement.hasAttribute(NAVIGATING)).toBe(false);
    expect(clickOn('jump').reached, 'a jump within the page is the browser’s').toBe(false);
    expect(document.documentElement.hasAttribute(NAVIGATING), 'and no load is under way').toBe(false);
    expect(clickOn('mod', { ctrlKey: true }).reached).toBe(true);
    expect(clickOn('mod', { button: 1 }).reached).toBe(true);
  });
});
