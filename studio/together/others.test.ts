import { describe, expect, it } from 'vitest';
import { initialsOf, othersHere, othersOnNodes } from './others.ts';

const others = [
  { account: 'ben', tab: 'b1', draft: 'd1', template: 'casino1', node: 'home page:/children/3' },
  { account: 'cat', tab: 'c1', template: 'casino1', node: 'slots page:/children/0' },
  { account: 'ben', tab: 'b2', template: 'slot2' },
  { account: 'dan', tab: 'd1', draft: 'd9', template: 'slot2' },
];

describe('who else is here', () => {
  it('names each account on the same draft or template once', () => {
    expect(othersHere(others, 'd1', 'casino1')).toEqual(['ben', 'cat']);
    expect(othersHere(others, 'd9', 'casino1')).toEqual(['ben', 'cat', 'dan']);
    expect(othersHere(others, null, 'slot9')).toEqual([]);
  });

  it('marks only the nodes of this template’s page', () => {
    expect([...othersOnNodes(others, 'casino1', 'home')]).toEqual([['page:/children/3', ['ben']]]);
    expect([...othersOnNodes(others, 'casino1', 'slots')]).toEqual([['page:/children/0', ['cat']]]);
    expect(othersOnNodes(others, 'slot2', 'home').size).toBe(0);
  });

  it('makes avatars of initials', () => {
    expect(initialsOf('ann')).toBe('A');
    expect(initialsOf('ann.lee')).toBe('AL');
  });
});
