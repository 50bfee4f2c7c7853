import { describe, expect, it, vi } from 'vitest';
import { main } from './main.ts';

describe('preview --help', () => {
  it('prints the usage and exits 0 without starting anything', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      expect(await main(['--help'])).toBe(0);
      expect(log).toHaveBeenCalledWith(expect.stringMatching(/^usage: preview --template <key>/));
    } finally {
      log.mockRestore();
    }
  });
});
