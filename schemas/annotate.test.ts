import { describe, expect, it } from 'vitest';
import { annotateProps, applyDocs, overrideExample, stripAnnotations } from './annotate.ts';

const props = {
  type: 'object',
  properties: {
    limit: { description: 'Most rows.', type: 'integer', minimum: 1, maximum: 10 },
    tile: { description: 'Shape.', enum: ['square', 'portrait'] },
    title: { description: 'Heading.', examples: ['ui.x'], type: 'string' },
  },
};

describe('editor help', () => {
  it('adds each default and derives an example where none is written', () => {
    const out = annotateProps(props, { limit: 10 }) as { properties: Record<string, Record<string, unknown>> };
    expect(out.properties['limit']).toMatchObject({ default: 10, examples: [10] });
    expect(out.properties['tile']).toMatchObject({ examples: ['square'] });
    expect(out.properties['tile']).not.toHaveProperty('default');
    expect(out.properties['title']).toMatchObject({ examples: ['ui.x'] });
  });

  it('an `at` example never repeats a default', () => {
    expect(overrideExample(props, { limit: 10 })).toEqual({ limit: 1 });
    expect(overrideExample({ properties: { tile: props.properties.tile } }, { tile: 'square' })).toEqual({ tile: 'portrait' });
  });

  it('refuses docs for a field the schema does not have', () => {
    expect(() => applyDocs({ properties: { a: {} } }, { 'a/b': { description: 'x', examples: [1] } }, 'page')).toThrow(
      '"a/b" names no field of the page schema',
    );
    expect(applyDocs({ properties: { a: { items: {} } } }, { 'a/[]': { description: 'x', examples: [1] } }, 'page')).toEqual({
      properties: { a: { items: { description: 'x', examples: [1] } } },
    });
  });

  it('strips help for the validators but keeps a field named like a keyword', () => {
    const schema = { description: 'x', properties: { description: { type: 'string', description: 'y', default: 'z' } }, allOf: [{ then: { examples: [1] } }] };
    expect(stripAnnotations(schema)).toEqual({ properties: { description: { type: 'string' } }, allOf: [{ then: {} }] });
  });
});
