import { describe, expect, it } from 'vitest';
import { bootstrapScript } from './bootstrap-script.ts';
import { SERVER_MODALS_SCRIPT } from './server-modals.ts';

describe('the page’s bootstrap script', () => {
  it('is one script the browser can parse, every part a statement of its own, the modal part last', () => {
    const script = bootstrapScript(0.1, ['/assets/entry-client-a1.js']);
    expect(() => new Function(script)).not.toThrow();
    expect(script.endsWith(SERVER_MODALS_SCRIPT)).toBe(true);
    expect(script).toContain('/assets/entry-client-a1.js');
  });
});
