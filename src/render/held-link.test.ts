// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { followHeldLink, forgetHeldLink, heldLink, holdLink, leavingForLink, opensElsewhere, releaseLink, routeLinkPath, sameWindowLink } from './held-link.ts';

afterEach(forgetHeldLink);

function slotWith(html: string): HTMLElement {
  const el = document.createElement('div');
  el.innerHTML = html;
  document.body.replaceChildren(el);
  return el;
}

describe('sameWindowLink', () => {
  it('finds the link around the clicked element, as an absolute address', () => {
    const slot = slotWith('<nav><a href="/vip"><span id="t">VIP</span></a></nav>');
    expect(sameWindowLink(slot.querySelector('#t'), slot)).toBe(`${location.origin}/vip`);
  });

  it('is null for what a plain navigation cannot stand in for', () => {
    const slot = slotWith('<button id="b">Log in</button><a id="n" href="/x" target="_blank">x</a><a id="d" href="/f.pdf" download>f</a><a id="e">no href</a>');
    for (const id of ['b', 'n', 'd', 'e']) expect(sameWindowLink(slot.querySelector(`#${id}`), slot), id).toBeNull();
  });

  it('is null for a link outside the slot', () => {
    const slot = slotWith('<span id="t">in</span>');
    const outside = document.createElement('a');
    outside.href = '/elsewhere';
    document.body.append(outside);
    expect(sameWindowLink(outside, slot)).toBeNull();
  });
});

describe('routeLinkPath', () => {
  it('is the in-site path of a marked route link, query and fragment kept', () => {
    const slot = slotWith('<a data-discover="true" href="/cn/vip?tab=2#top"><span id="t">VIP</span></a>');
    expect(routeLinkPath(slot.querySelector('#t'), slot)).toBe('/cn/vip?tab=2#top');
  });

  it('is null for an unmarked link, another origin, another window or a button', () => {
    const slot = slotWith(
      '<a id="u" href="/vip">u</a><a id="o" data-discover href="https://elsewhere.example/vip">o</a><a id="w" data-discover target="_blank" href="/vip">w</a><button id="b" data-discover>b</button>',
    );
    for (const id of ['u', 'o', 'w', 'b']) expect(routeLinkPath(slot.querySelector(`#${id}`), slot), id).toBeNull();
  });
});

it('opensElsewhere: a click with a modifier key is the browser\u2019s (a new tab or window)', () => {
  expect(opensElsewhere(new MouseEvent('click', { ctrlKey: true }))).toBe(true);
  expect(opensElsewhere(new MouseEvent('click', { metaKey: true }))).toBe(true);
  expect(opensElsewhere(new MouseEvent('click'))).toBe(false);
  expect(opensElsewhere(new KeyboardEvent('keydown', { key: 'Enter' }))).toBe(false);
});

describe('followHeldLink', () => {
  it('does nothing when no link is held', () => {
    const assign = vi.fn();
    expect(followHeldLink(assign)).toBe(false);
    expect(assign).not.toHaveBeenCalled();
    expect(leavingForLink()).toBe(false);
  });

  it('goes to the held link once, however many failures and timers ask', () => {
    const assign = vi.fn();
    holdLink('http://casino1.localhost/vip');
    expect(followHeldLink(assign)).toBe(true);
    expect(followHeldLink(assign)).toBe(true);
    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith('http://casino1.localhost/vip');
    expect(leavingForLink()).toBe(true);
  });

  it('a released link (its widget came alive and took the click) is not followed', () => {
    const assign = vi.fn();
    holdLink('/vip');
    releaseLink('/vip');
    expect(heldLink()).toBeNull();
    expect(followHeldLink(assign)).toBe(false);
    expect(assign).not.toHaveBeenCalled();
  });
});
