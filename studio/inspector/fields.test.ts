import { describe, expect, it } from 'vitest';
import { casinoHome, field, nodeOf, problem, widgetOf } from '../outline/test-support.ts';
import { checkValue, kindOf, overriddenHere, problemPlace, problemsByField, propsOf, provenanceText, valueAt } from './fields.ts';

const view = casinoHome();
const grid = nodeOf(view, 'page:/children/2');
const columns = grid.fields.find((f) => f.prop === 'columns')!;

describe('inspector fields', () => {
  it('gives each prop a kind from its schema and the catalog hints', () => {
    const banner = widgetOf('PromoBanner');
    const gameGrid = widgetOf('GameGrid');
    const kinds = Object.fromEntries(propsOf(gameGrid, []).map(({ prop, schema }) => [prop, kindOf(prop, schema, gameGrid)]));
    expect(kinds).toEqual({ gameType: 'enum', title: 'message', columns: 'integer', limit: 'integer', tile: 'enum', more: 'boolean', showProvider: 'boolean' });
    expect(propsOf(banner, []).map(({ prop, schema }) => kindOf(prop, schema, banner))).toEqual(['image', 'colour', 'message']);
    expect(kindOf('x', { type: 'number' }, undefined)).toBe('number');
    expect(kindOf('x', { type: 'array' }, undefined)).toBe('json');
    // a prop the node writes that the schema lacks is still shown
    expect(propsOf(gameGrid, [{ prop: 'colums', values: [], overridden: true, overriddenAt: [] }]).at(-1)).toEqual({
      prop: 'colums',
      schema: {},
      known: false,
    });
  });

  it('takes the value at a breakpoint, or the base value for All', () => {
    expect(valueAt(columns, 'tablet')?.value).toBe(4);
    expect(valueAt(columns, 'desktop')?.value).toBe(6);
    expect(valueAt(columns, null)?.value).toBe(2);
    expect(valueAt(undefined, null)).toBeUndefined();
    // a base template's at.tablet is not its base props
    const inherited = field('height', [
      [180, 'base'],
      [240, 'base', undefined, 'tablet'],
      [240, 'base', undefined, 'tablet'],
    ]);
    expect(valueAt(inherited, null)?.value).toBe(180);
    expect(provenanceText(valueAt(inherited, 'desktop'), 180)).toBe('From base template at.tablet');
  });

  it('says where a value comes from, with file:line', () => {
    expect(provenanceText(valueAt(columns, 'tablet'), 3)).toBe('From at.tablet, pages/home.json:39');
    expect(provenanceText(valueAt(columns, null), 3)).toBe('From props, pages/home.json:34');
    const carousel = nodeOf(view, 'page:/children/1');
    expect(
      provenanceText(
        valueAt(
          carousel.fields.find((f) => f.prop === 'height'),
          null,
        ),
        180,
      ),
    ).toBe('From base template, templates/_casino.json:88');
    expect(
      provenanceText(
        valueAt(
          carousel.fields.find((f) => f.prop === 'interval'),
          'mobile',
        ),
        6000,
      ),
    ).toBe('From widget default');
    const header = nodeOf(view, 'layout:/children/0');
    expect(provenanceText(valueAt(header.fields[0], 'desktop'), undefined)).toBe('From patch, templates/casino1.json:60');
    expect(provenanceText(undefined, undefined)).toBe('Not set');
  });

  it('offers a reset only where this template writes the value', () => {
    expect(overriddenHere(columns, 'tablet', 'own')).toBe(true);
    expect(overriddenHere(columns, 'mobile', 'own')).toBe(false);
    expect(overriddenHere(columns, null, 'own')).toBe(true);
    const hero = nodeOf(view, 'page:/children/0');
    // the hero's height is only written at tablet: nothing to reset in its base props
    expect(
      overriddenHere(
        hero.fields.find((f) => f.prop === 'height'),
        null,
        'own',
      ),
    ).toBe(false);
    expect(overriddenHere(nodeOf(view, 'page:/children/1').fields[0], null, 'own')).toBe(false);
  });

  it('checks a value against the schema', () => {
    const integer = { type: 'integer', minimum: 1, maximum: 12 };
    expect(checkValue(integer, 20)).toBe('Must be at most 12.');
    expect(checkValue(integer, 0)).toBe('Must be at least 1.');
    expect(checkValue(integer, 2.5)).toBe('Must be a whole number.');
    expect(checkValue(integer, 3)).toBeNull();
    expect(checkValue({ enum: ['', 'slot_game'] }, '')).toBeNull();
    expect(checkValue({ enum: ['', 'slot_game'] }, 'x')).toBe('Must be one of "", "slot_game".');
    expect(checkValue({ type: 'string', pattern: '^/' }, 'register')).toBe('Must match ^/.');
    expect(checkValue({ type: 'boolean' }, 'yes')).toBe('Must be on or off.');
  });

  it('places a problem on its prop, its when, or the node', () => {
    expect(problemPlace('/root/children/2/props/columns')).toEqual({ prop: 'columns' });
    expect(problemPlace('/root/children/2/at/desktop/columns')).toEqual({ prop: 'columns', breakpoint: 'desktop' });
    expect(problemPlace('/patches/pages/home/hot-games/props/title')).toEqual({ prop: 'title' });
    expect(problemPlace('/root/children/2/when/flag')).toBe('when');
    expect(problemPlace('/root/children/2')).toBeNull();
    const byField = problemsByField([
      problem('pages/home.json', '/root/children/2/at/desktop/columns', 'too many'),
      problem('pages/home.json', '/root/children/2', 'unknown widget'),
    ]);
    expect([...byField.keys()]).toEqual(['prop:columns', '']);
  });
});
