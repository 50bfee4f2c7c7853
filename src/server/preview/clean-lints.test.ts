import { describe, expect, it } from 'vitest';
import { isCleanLintMessage, lintedClean, onCleanLint, rememberCleanKey, rememberCleanLint } from './clean-lints.ts';

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

  it('tells its listeners the key, which another process remembers as the same set', () => {
    const heard: string[] = [];
    const stop = onCleanLint((key) => heard.push(key));
    const set = { 'a.json': 'told' };
    rememberCleanLint('/told', set);
    stop();
    expect(heard).toHaveLength(1);
    const message: unknown = JSON.parse(JSON.stringify({ type: 'clean-lint', key: heard[0] }));
    expect(isCleanLintMessage(message)).toBe(true);
    expect(isCleanLintMessage({ type: 'clean-lint', key: 1 })).toBe(false);
    expect(isCleanLintMessage({ type: 'config-files', key: 'x' })).toBe(false);
    rememberCleanKey(heard[0]!);
    expect(lintedClean('/told', set)).toBe(true);
  });
});
