import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { foreignHost, hostNameOf, operatorHostsFrom } from './allowed-hosts.ts';

const request = (headers: Record<string, string>) => ({ headers }) as unknown as IncomingMessage;

describe('the operator port’s host names', () => {
  it('defaults to the loopback names, and OPERATOR_HOSTS replaces them', () => {
    expect([...operatorHostsFrom({})]).toEqual(['127.0.0.1', 'localhost', '[::1]']);
    expect([...operatorHostsFrom({ OPERATOR_HOSTS: ' Ops.Example.com:443 , 10.0.0.5 ' })]).toEqual(['ops.example.com', '10.0.0.5']);
    expect(hostNameOf('[::1]:3001')).toBe('[::1]');
    expect(hostNameOf('LocalHost.:3001')).toBe('localhost');
  });

  it('names the first Host not allowed, the trusted proxy’s X-Forwarded-Host included', () => {
    const allowed = operatorHostsFrom({ OPERATOR_HOSTS: 'ops.example.com' });
    expect(foreignHost(request({ host: 'ops.example.com:3001' }), false, allowed)).toBeUndefined();
    expect(foreignHost(request({ host: '127.0.0.1:3001' }), false, allowed)).toBe('127.0.0.1:3001');
    expect(foreignHost(request({ host: 'ops.example.com', 'x-forwarded-host': 'evil.example' }), true, allowed)).toBe('evil.example');
    expect(foreignHost(request({ host: 'ops.example.com', 'x-forwarded-host': 'evil.example' }), false, allowed)).toBeUndefined();
    expect(foreignHost(request({}), false, allowed)).toBe('');
  });
});
