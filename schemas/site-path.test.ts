import { describe, expect, it } from 'vitest';
import { readSitePath } from '../src/lib/internal-link.ts';
import { SITE_PATH_PATTERN } from './site-path.ts';

// ajv compiles patterns with the u flag
const pattern = new RegExp(SITE_PATH_PATTERN, 'u');

const SAMPLES = [
  '/',
  '/promotions',
  '/slots?type=hot#top',
  '/a/b-c/d_e.f~g',
  '/café',
  '/ space',
  '//evil.example/x',
  '/\\evil.example/x',
  '/a\\b',
  '/\t/evil.example',
  '/\n',
  '/a\u007f',
  '/a\u0085',
  'https://evil.example/',
  'javascript:alert(1)',
  'relative',
  '',
];

describe('a path on this site', () => {
  it.each(SAMPLES)("the schema's pattern and the renderer agree on %j", (value) => {
    expect(pattern.test(value)).toBe(readSitePath(value).ok);
  });
});
