import { describe, expect, it } from 'vitest';
import { grantsForGroups, groupsOf, ssoAccountName } from './sso.ts';
import type { SsoGrants } from '../../schemas/operator-api/sso.ts';

const MAP: SsoGrants = {
  'casino-editors': [{ role: 'editor', scope: ['casino1'] }],
  'slot-publishers': [{ role: 'publisher', scope: ['slot2', 'casino1', 'slot2'] }],
  'ops-admins': [{ role: 'admin', scope: '*' }],
  'casino-editors-too': [{ role: 'editor', scope: ['casino1'] }],
};

describe('group → grant mapping', () => {
  it('a group mapped to editor of casino1 gives exactly that grant', () => {
    expect(grantsForGroups(MAP, ['casino-editors'])).toEqual([{ role: 'editor', scope: ['casino1'] }]);
  });

  it('gives every mapped group its grants, in the map’s order, each once, with scopes as stored', () => {
    expect(grantsForGroups(MAP, ['ops-admins', 'casino-editors-too', 'slot-publishers', 'casino-editors'])).toEqual([
      { role: 'editor', scope: ['casino1'] },
      { role: 'publisher', scope: ['casino1', 'slot2'] },
      { role: 'admin', scope: '*' },
    ]);
  });

  it('gives nothing for groups the map does not name, an empty list, or names only an object has', () => {
    expect(grantsForGroups(MAP, ['everyone', 'Casino-Editors'])).toEqual([]);
    expect(grantsForGroups(MAP, [])).toEqual([]);
    expect(grantsForGroups(MAP, ['__proto__', 'constructor', 'toString'])).toEqual([]);
  });
});

describe('the groups claim', () => {
  it('reads a list of strings, or one string, and nothing else', () => {
    expect(groupsOf(['a', 'b', 3, null, 'c'])).toEqual(['a', 'b', 'c']);
    expect(groupsOf('ops-admins')).toEqual(['ops-admins']);
    expect(groupsOf(undefined)).toEqual([]);
    expect(groupsOf({ 'ops-admins': true })).toEqual([]);
  });
});

describe('the account name', () => {
  it('is the preferred username, else the email, lowercased, whole or before its @, when it is a valid account name', () => {
    expect(ssoAccountName({ preferred_username: 'Alice.Smith', email: 'a@example.com' })).toBe('alice.smith');
    expect(ssoAccountName({ preferred_username: 'Dave@corp.example' })).toBe('dave');
    expect(ssoAccountName({ preferred_username: 'not valid!', email: 'Bob@example.com' })).toBe('bob');
    expect(ssoAccountName({ preferred_username: 'x', email: 'carol' })).toBe('carol');
    expect(ssoAccountName({ preferred_username: 'x', email: '1@example.com' })).toBeUndefined();
    expect(ssoAccountName({ preferred_username: 'server' })).toBeUndefined();
    expect(ssoAccountName({ sub: 'abc' })).toBeUndefined();
  });
});
