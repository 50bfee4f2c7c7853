import { describe, expect, it } from 'vitest';
import { loadValidator } from './client.ts';

describe('loadValidator', () => {
  it('loads a response check once and keeps it: a later call gets the same one without another import', async () => {
    const first = loadValidator('validateSeoResponse');
    expect(loadValidator('validateSeoResponse')).toBe(first);
    const validate = await first;
    expect(validate({ statusCode: 1 })).toBe(true);
    expect(validate({ statusCode: 'one' })).toBe(false);
  });
});
