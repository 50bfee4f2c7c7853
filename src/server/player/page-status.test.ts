import { describe, expect, it } from 'vitest';
import { pageStatus } from './page-status.ts';

describe('page status', () => {
  it('is 503 for a degraded page, 500 for a failed render, else the router status', () => {
    expect(pageStatus(200, false, true)).toBe(200);
    expect(pageStatus(200, false, false)).toBe(503);
    expect(pageStatus(200, true, true)).toBe(500);
    expect(pageStatus(404, false, false)).toBe(404);
  });
});
