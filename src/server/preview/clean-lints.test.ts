import { describe, expect, it } from 'vitest';
import { lintedClean, rememberCleanLint } from './clean-lints.ts';

describe('clean lints', () => {
  const files = { 'routes.json': '{"routes":[]}', 'templates/a.json': '{"key":"a"}' };

  it('knows only the exact set that was linted clean, under the same rule root', () => {
    rememberCleanLint('/rules', files);
    expect(lintedClean('/rules', { 'templates/a.json': '{"key":"a"}', 'routes.json': '{"routes":[]}' })).toBe(true);
    expect(lintedClean('/rules', { ...files, 'templates/a.json': '{"key":"b"}' })).toBe(false);
    expect(lintedClean('/rules', { ...files, 'templates/b.json': '{}' })).toBe(false);
    expect(lintedClean('/other', files)).toBe(false);
  });

  it('cannot be fooled by moving text between a path and its content', () => {
    rememberCleanLint('/rules', { 'a.json': 'x' });
    expect(lintedClean('/rules', { 'a.jsonx': '' })).toBe(false);
  });

  it('forgets the oldest sets past its bound', () => {
    const first = { 'a.json': 'first' };
    rememberCleanLint('/bound', first);
    for (let i = 0; i < 64; i++) rememberCleanLint('/bound', { 'a.json': String(i) });
    expect(lintedClean('/bound', first)).toBe(false);
    expect(lintedClean('/bound', { 'a.json': '63' })).toBe(true);
  });
});
