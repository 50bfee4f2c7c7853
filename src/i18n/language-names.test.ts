import { describe, expect, it } from 'vitest';
import { LANGUAGE_NAMES } from './language-names.ts';
import { LANGUAGES } from './languages.ts';

describe('language names', () => {
  it('names every language with message files, and no other', () => {
    expect(Object.keys(LANGUAGE_NAMES).sort()).toEqual(Object.keys(LANGUAGES).sort());
    for (const name of Object.values(LANGUAGE_NAMES)) expect(name.trim()).not.toBe('');
  });
});
