import { describe, expect, it } from 'vitest';
import { touchedTemplates } from './scope.ts';

const base = {
  'templates/_casino.json': '{"key":"_casino"}',
  'templates/casino1.json': '{"key":"casino1","extends":"_casino"}',
  'templates/casino4.json': '{"key":"casino4","extends":"casino1"}',
  'templates/slot2.json': '{"key":"slot2"}',
  'pages/home.json': '{}',
};

describe('touchedTemplates', () => {
  it('nothing changed touches nothing', () => expect(touchedTemplates(base, { ...base })).toEqual([]));
  it('a template touches itself and what extends it, down the chain', () => {
    expect(touchedTemplates(base, { ...base, 'templates/casino1.json': '{"key":"casino1","extends":"_casino","label":"x"}' })).toEqual(['casino1', 'casino4']);
    expect(touchedTemplates(base, { ...base, 'templates/slot2.json': '{}' })).toEqual(['slot2']);
    expect(touchedTemplates(base, { ...base, 'templates/_casino.json': '{}' })).toEqual(['_casino', 'casino1', 'casino4']);
  });
  it('a new or deleted template touches its key', () => {
    expect(touchedTemplates(base, { ...base, 'templates/slot9.json': '{}' })).toEqual(['slot9']);
    const { 'templates/slot2.json': _gone, ...rest } = base;
    expect(touchedTemplates(base, rest)).toEqual(['slot2']);
  });
  it('a shared file touches every template', () => {
    expect(touchedTemplates(base, { ...base, 'pages/home.json': '{"x":1}' })).toBe('*');
    expect(touchedTemplates(base, { ...base, 'routes.json': '{}' })).toBe('*');
  });
});
