import { describe, expect, it } from 'vitest';
import { parseSsoGrants, ssoConfigFrom } from './config.ts';

const GRANTS = '{"casino-editors":[{"role":"editor","scope":["casino1"]}],"ops-admins":[{"role":"admin","scope":"*"}]}';
const ENV = { OIDC_ISSUER: 'https://idp.example/realms/ops', OIDC_CLIENT_ID: 'studio', OIDC_CLIENT_SECRET: 's3cret', OIDC_GRANTS: GRANTS };

describe('single sign-on settings', () => {
  it('are off without OIDC_ISSUER', () => {
    expect(ssoConfigFrom({})).toBeUndefined();
    expect(ssoConfigFrom({ OIDC_CLIENT_ID: 'studio' })).toBeUndefined();
  });

  it('read the issuer, client, grants and the defaults', () => {
    const config = ssoConfigFrom(ENV);
    expect(config).toMatchObject({
      clientId: 'studio',
      clientSecret: 's3cret',
      groupsClaim: 'groups',
      scope: 'openid profile email',
      label: 'single sign-on',
      insecure: false,
      grants: { 'casino-editors': [{ role: 'editor', scope: ['casino1'] }], 'ops-admins': [{ role: 'admin', scope: '*' }] },
    });
    expect(config?.issuer.href).toBe('https://idp.example/realms/ops');
    expect(config?.redirectUri).toBeUndefined();
    const told = ssoConfigFrom({
      ...ENV,
      OIDC_REDIRECT_URI: 'https://ops.example/api/sso/callback',
      OIDC_GROUPS_CLAIM: 'roles',
      OIDC_LABEL: 'Okta',
      OIDC_SCOPE: 'openid groups',
    });
    expect(told).toMatchObject({ groupsClaim: 'roles', label: 'Okta', scope: 'openid groups' });
    expect(told?.redirectUri?.href).toBe('https://ops.example/api/sso/callback');
  });

  it('allow an http issuer on loopback only', () => {
    expect(ssoConfigFrom({ ...ENV, OIDC_ISSUER: 'http://127.0.0.1:4000' })?.insecure).toBe(true);
    expect(() => ssoConfigFrom({ ...ENV, OIDC_ISSUER: 'http://idp.example' })).toThrow(/OIDC_ISSUER must be https/);
    expect(() => ssoConfigFrom({ ...ENV, OIDC_ISSUER: 'not a url' })).toThrow(/OIDC_ISSUER is not a URL/);
  });

  it('name the missing variable', () => {
    expect(() => ssoConfigFrom({ ...ENV, OIDC_CLIENT_ID: '' })).toThrow('OIDC_CLIENT_ID is required when OIDC_ISSUER is set');
    expect(() => ssoConfigFrom({ ...ENV, OIDC_CLIENT_SECRET: undefined })).toThrow('OIDC_CLIENT_SECRET is required');
    expect(() => ssoConfigFrom({ ...ENV, OIDC_GRANTS: undefined })).toThrow('OIDC_GRANTS is required');
    expect(() => ssoConfigFrom({ ...ENV, OIDC_SCOPE: 'profile' })).toThrow('OIDC_SCOPE must include openid');
  });
});

describe('OIDC_GRANTS', () => {
  it('names the group whose grants are wrong', () => {
    expect(() => parseSsoGrants('{"casino-editors":[{"role":"editor","scope":["casino1"]}],"ops":[{"role":"root","scope":"*"}]}')).toThrow(
      /^OIDC_GRANTS: group "ops" at 0\/role: must be equal to one of the allowed values \(\["viewer","editor","publisher","admin"\]\)$/,
    );
    expect(() => parseSsoGrants('{"casino-editors":[{"role":"editor","scope":["Casino 1"]}]}')).toThrow(/^OIDC_GRANTS: group "casino-editors" at 0\/scope/);
    expect(() => parseSsoGrants('{"casino-editors":[{"role":"editor"}]}')).toThrow(
      /^OIDC_GRANTS: group "casino-editors" at 0: must have required property 'scope'$/,
    );
    expect(() => parseSsoGrants('{"casino-editors":[]}')).toThrow(/^OIDC_GRANTS: group "casino-editors": must NOT have fewer than 1 items$/);
    expect(() => parseSsoGrants('{"a/b":{"role":"editor"}}')).toThrow(/^OIDC_GRANTS: group "a\/b": must be array$/);
  });

  it('refuses what is not a map of groups', () => {
    expect(() => parseSsoGrants('{}')).toThrow(/^OIDC_GRANTS: the map must NOT have fewer than 1 properties$/);
    expect(() => parseSsoGrants('[1]')).toThrow(/^OIDC_GRANTS: the map must be object$/);
    expect(() => parseSsoGrants('{"":[{"role":"viewer","scope":"*"}]}')).toThrow(/^OIDC_GRANTS: the group name "" must NOT have fewer than 1 characters$/);
    expect(() => parseSsoGrants('{nope')).toThrow(/^OIDC_GRANTS is not JSON: /);
  });

  it('accepts a good map as it is', () => {
    expect(parseSsoGrants(GRANTS)).toEqual(JSON.parse(GRANTS));
  });
});
