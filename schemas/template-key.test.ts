import { describe, expect, it } from 'vitest';
import { templateSchema } from './template.ts';
import { isTemplateKey, TEMPLATE_KEY_PATTERN } from './template-key.ts';

describe('the template key', () => {
  it('is a family word then a number', () => {
    for (const key of ['casino1', 'slot2', 'sportsbook1', 'slot10']) expect(isTemplateKey(key)).toBe(true);
  });

  it('refuses anything else: capitals, spaces, paths, family bases, a word or a number alone', () => {
    for (const key of ['Casino1', 'Casino 1', 'casino 1', '../x', 'templates/casino1', '_casino', 'casino', '1', 'casino1\n', 'casino-1', ''])
      expect(isTemplateKey(key)).toBe(false);
  });

  it('is the pattern the template schema gives `key`', () => {
    expect(templateSchema.properties.key.pattern).toBe(TEMPLATE_KEY_PATTERN);
  });
});
