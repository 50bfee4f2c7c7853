import { afterEach, describe, expect, it, vi } from 'vitest';
import { main } from './main.ts';

afterEach(() => vi.restoreAllMocks());

describe('preview exit codes (before any server starts)', () => {
  it('an unknown route in --routes exits 1 with a message', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await main(['--template', 'casino1', '--routes', 'home,slotz'])).toBe(1);
    expect(errors).toHaveBeenCalledWith('preview: unknown route "slotz" in --routes: not a page or path of routes.json, nor 404; did you mean "slots"?');
  });

  it('a usage mistake exits 2 with the usage', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await main(['--template', 'casino1', '--port', 'x'])).toBe(2);
    expect(String(errors.mock.calls[0]?.[0])).toMatch(/^preview: --port needs a port number[\s\S]*usage: preview/);
    expect(await main(['--template', 'nosuch'])).toBe(2);
  });
});
