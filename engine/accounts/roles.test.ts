import { describe, expect, it } from 'vitest';
import { validateAccountsCreateRequest } from '../../schemas/generated/operator-validators.js';
import { allows, highestRole, normalGrants, parseScope } from './roles.ts';

describe('roles', () => {
  it('a role implies the ones below it, within its scope', () => {
    const grants = [{ role: 'publisher' as const, scope: ['casino1', 'slot2'] }];
    expect(allows(grants, 'viewer', ['casino1'])).toBe(true);
    expect(allows(grants, 'publisher', ['casino1', 'slot2'])).toBe(true);
    expect(allows(grants, 'publisher', ['casino1', 'slot3'])).toBe(false);
    expect(allows(grants, 'admin')).toBe(false);
    expect(allows(grants, 'publisher', '*')).toBe(false);
    expect(allows([{ role: 'editor', scope: '*' }], 'editor', '*')).toBe(true);
    expect(allows([{ role: 'editor', scope: '*' }], 'publisher', ['casino1'])).toBe(false);
  });

  it('grants combine: each touched template needs one grant strong enough', () => {
    const grants = [
      { role: 'publisher' as const, scope: ['casino1'] },
      { role: 'viewer' as const, scope: '*' as const },
    ];
    expect(allows(grants, 'publisher', ['casino1'])).toBe(true);
    expect(allows(grants, 'viewer', '*')).toBe(true);
    expect(allows(grants, 'editor', ['slot2'])).toBe(false);
    expect(highestRole(grants)).toBe('publisher');
  });

  it('parses scopes and grants, refusing anything else', () => {
    expect(parseScope('*')).toBe('*');
    expect(parseScope('slot2, casino1,casino1')).toEqual(['casino1', 'slot2']);
    expect(parseScope('Casino1')).toBeUndefined();
    expect(parseScope('')).toBeUndefined();
    expect(normalGrants([{ role: 'viewer', scope: ['slot2', 'casino1', 'slot2'] }])).toEqual([{ role: 'viewer', scope: ['casino1', 'slot2'] }]);
    const grants = (value: unknown) => validateAccountsCreateRequest({ name: 'ann', password: 'correct horse battery', grants: value });
    expect(
      grants([
        { role: 'viewer', scope: ['casino1'] },
        { role: 'admin', scope: '*' },
      ]),
    ).toBe(true);
    expect(grants([{ role: 'root', scope: '*' }])).toBe(false);
    expect(grants([{ role: 'viewer', scope: 'casino1' }])).toBe(false);
    expect(grants([{ role: 'viewer', scope: ['Casino1'] }])).toBe(false);
    expect(grants([])).toBe(false);
  });
});
