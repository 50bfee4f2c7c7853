import { describe, expect, it } from 'vitest';
import { isInternalAddress, webhookUrlProblem } from './url-policy.ts';

describe('where a webhook may point', () => {
  it('refuses other schemes and credentials in the URL', () => {
    expect(webhookUrlProblem('ftp://example.com/hook', true)).toMatch(/http/);
    expect(webhookUrlProblem('file:///etc/passwd', true)).toMatch(/http/);
    expect(webhookUrlProblem('https://user:pw@example.com/hook', true)).toMatch(/no user or password/);
    expect(webhookUrlProblem('not a url', true)).toMatch(/not a URL/);
    expect(webhookUrlProblem('https://hooks.example.com/x', false)).toBeUndefined();
  });

  it('refuses loopback and private targets unless WEBHOOK_ALLOW_PRIVATE=1', () => {
    for (const url of [
      'http://127.0.0.1:8080/',
      'http://localhost/',
      'http://10.1.2.3/',
      'http://192.168.0.1/',
      'http://[::1]/',
      'http://169.254.169.254/latest',
    ])
      expect(webhookUrlProblem(url, false), url).toMatch(/WEBHOOK_ALLOW_PRIVATE/);
    expect(webhookUrlProblem('http://127.0.0.1:8080/', true)).toBeUndefined();
  });

  it('knows internal addresses, IPv4-mapped ones too', () => {
    for (const ip of ['127.0.0.1', '10.0.0.1', '172.20.1.1', '::1', 'fd00::1', 'fe80::1', '::ffff:127.0.0.1', '0.0.0.0'])
      expect(isInternalAddress(ip), ip).toBe(true);
    for (const ip of ['93.184.216.34', '2606:2800:220:1::1', '172.32.0.1']) expect(isInternalAddress(ip), ip).toBe(false);
  });
});
