import { describe, expect, it } from 'vitest';
import { configSetHash, configSetRevision } from './config-set-hash.ts';

const files: [string, string][] = [
  ['site-configs/templates/casino1.json', '{"key":"casino1"}\n'],
  ['site-configs/routes.json', '{"routes":[]}\n'],
  ['site-configs/templates/Casino2.json', '{}'],
];

describe('the config-set hash', () => {
  it('keeps the revision the stores already hold for these files (names in localeCompare order)', () => {
    expect(configSetRevision(files)).toBe('605845439351d223');
  });

  it('is the same for the same files in any order, and the revision is its first 16 digits', () => {
    expect(configSetHash([...files].reverse())).toBe(configSetHash(files));
    expect(configSetHash(files)).toMatch(/^[0-9a-f]{64}$/);
    expect(configSetHash(files).startsWith(configSetRevision(files))).toBe(true);
  });

  it('changes with a name or a text, and cannot be fooled by moving text between them', () => {
    const hash = configSetHash([['a.json', 'x']]);
    expect(configSetHash([['a.json', 'y']])).not.toBe(hash);
    expect(configSetHash([['b.json', 'x']])).not.toBe(hash);
    expect(configSetHash([['a.jsonx', '']])).not.toBe(hash);
  });
});
