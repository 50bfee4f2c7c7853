import { describe, expect, it } from 'vitest';
import { CURRENT_VERSION } from '../version.ts';
import { migrations } from './index.ts';

describe('migrations', () => {
  it('form one unbroken chain from 0 to the current version', () => {
    let v = 0;
    for (const m of migrations) {
      expect(m.from).toBe(v);
      expect(m.to).toBe(v + 1);
      v = m.to;
    }
    expect(v).toBe(CURRENT_VERSION);
  });
});
