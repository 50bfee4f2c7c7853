import { describe, expect, it } from 'vitest';
import { chatUiLanguageOf, webhookLanguageOf } from './languages.ts';

describe('chat languages (§9)', () => {
  it('maps the site language onto en, ms or zh for the built-in texts', () => {
    expect(chatUiLanguageOf('EN')).toBe('en');
    expect(chatUiLanguageOf('CN')).toBe('zh');
    expect(chatUiLanguageOf('CT')).toBe('zh');
    expect(chatUiLanguageOf('MS')).toBe('ms');
    expect(chatUiLanguageOf('VI')).toBe('en');
    expect(chatUiLanguageOf('MMK')).toBe('en');
  });
  it('sends the site language itself to the webhook', () => {
    expect(webhookLanguageOf('ESP')).toBe('esp');
    expect(webhookLanguageOf('CT')).toBe('ct');
  });
});
