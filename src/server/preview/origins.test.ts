import { describe, expect, it } from 'vitest';
import { DOMAIN, playerOriginFor, studioOrigins } from './origins.ts';

describe('preview origins', () => {
  it('the studio is the operator port on this machine unless STUDIO_ORIGIN says otherwise', () => {
    expect(studioOrigins({})).toEqual(['http://localhost:3001', 'http://127.0.0.1:3001']);
    expect(studioOrigins({ OPERATOR_PORT: '4100', OPERATOR_HOST: 'ops.internal' })).toEqual([
      'http://localhost:4100',
      'http://127.0.0.1:4100',
      'http://ops.internal:4100',
    ]);
    expect(studioOrigins({ OPERATOR_PORT: 'off' })).toEqual([]);
    expect(studioOrigins({ STUDIO_ORIGIN: 'https://studio.example.com, https://ops.example.com' })).toEqual([
      'https://studio.example.com',
      'https://ops.example.com',
    ]);
    // a value that is not an origin widens nothing
    expect(studioOrigins({ STUDIO_ORIGIN: "https://x.example.com/path; script-src 'unsafe-inline'" })).toEqual([]);
  });

  it("a site's origin takes PLAYER_ORIGIN's scheme and port", () => {
    expect(playerOriginFor({}, 'casino1.localhost')).toBe('http://casino1.localhost:3000');
    expect(playerOriginFor({ PORT: '4000' }, 'slot2.localhost')).toBe('http://slot2.localhost:4000');
    expect(playerOriginFor({ PLAYER_ORIGIN: 'https://example.com' }, 'casino1.com')).toBe('https://casino1.com');
  });

  it('a domain is a host name only', () => {
    expect(DOMAIN.test('casino1.localhost')).toBe(true);
    for (const bad of ['', 'a/b', 'x.com:80', 'evil.com#', 'A..b', '-a.com']) expect(DOMAIN.test(bad)).toBe(false);
  });
});
