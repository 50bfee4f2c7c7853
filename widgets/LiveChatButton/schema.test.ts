import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { defaults, propsSchema } from './schema.ts';

const valid = new Ajv({ strict: false }).compile(propsSchema);

describe('LiveChatButton.scriptUrl (issue 50)', () => {
  it('admits a path on the site and the vendor’s CDN', () => {
    for (const scriptUrl of [defaults.scriptUrl, '/chat.js', 'https://cdn.livechatinc.com/tracking.js?license={chat_id}'])
      expect(valid({ scriptUrl }), scriptUrl).toBe(true);
  });

  it('refuses another host’s script, however it is written', () => {
    for (const scriptUrl of [
      '//evil.example/x.js',
      '/\\evil.example/x.js',
      'https://evil.example/x.js',
      'https://cdn.livechatinc.com.evil.example/x.js',
      'http://cdn.livechatinc.com/x.js',
      'javascript:alert(1)',
      'x.js',
    ])
      expect(valid({ scriptUrl }), scriptUrl).toBe(false);
  });
});
