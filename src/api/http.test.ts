import { describe, expect, it } from 'vitest';
import { createHttp, HttpError, type Transport } from './http.ts';
import { failureResult, guarded } from './result.ts';
import type { Validator } from '../../schemas/validator-types.ts';

function scripted(statuses: (number | Error)[], body = '{"statusCode":1}') {
  const calls: string[] = [];
  const transport: Transport = async (path, init) => {
    calls.push(`${init.method} ${path}`);
    const next = statuses.shift() ?? 200;
    if (next instanceof Error) throw next;
    return new Response(body, { status: next });
  };
  return { transport, calls };
}

const any: Validator = Object.assign(() => true, { errors: null });

describe('http core', () => {
  it('retries a GET once on 503 and returns the second answer', async () => {
    const { transport, calls } = scripted([503, 200]);
    await expect(createHttp(transport).get('/api/home/match_list')).resolves.toEqual({ statusCode: 1 });
    expect(calls).toEqual(['GET /api/home/match_list', 'GET /api/home/match_list']);
  });
  it.each([408, 409, 425, 429, 500, 502, 503, 504])('retries GET on %i', async (status) => {
    const { transport, calls } = scripted([status, 200]);
    await createHttp(transport).get('/x');
    expect(calls).toHaveLength(2);
  });
  it('retries a GET only once', async () => {
    const { transport, calls } = scripted([503, 503, 200]);
    await expect(createHttp(transport).get('/x')).rejects.toBeInstanceOf(HttpError);
    expect(calls).toHaveLength(2);
  });
  it('does not retry GET on 404, and raises', async () => {
    const { transport, calls } = scripted([404]);
    await expect(createHttp(transport).get('/x')).rejects.toMatchObject({ status: 404 });
    expect(calls).toHaveLength(1);
  });
  it('never retries a POST', async () => {
    const { transport, calls } = scripted([503, 200]);
    await expect(createHttp(transport).post('/api/auth/login', {})).rejects.toMatchObject({ status: 503 });
    expect(calls).toEqual(['POST /api/auth/login']);
  });
  it('sends a JSON body', async () => {
    let seen = '';
    await createHttp(async (_p, init) => {
      seen = String(init.body);
      return new Response('{}');
    }).post('/x', { a: 1 });
    expect(JSON.parse(seen)).toEqual({ a: 1 });
  });
});

describe('§8 failure mappings', () => {
  const net = new TypeError('fetch failed');
  it('auth calls → -500 internalServerError with the error as statusDetail', () => {
    expect(failureResult('auth', net)).toEqual({ statusCode: -500, statusMessage: 'internalServerError', statusDetail: 'fetch failed' });
  });
  it('a 429 (brute-force limit) → tooManyAttempts, translated for the player', () => {
    expect(failureResult('auth', new HttpError(429, '/api/auth/login'))).toEqual({
      statusCode: -429,
      statusMessage: 'tooManyAttempts',
      statusDetail: 'HTTP 429 from /api/auth/login',
    });
    expect(failureResult('favourites', new HttpError(429, '/x'))).toMatchObject({ statusMessage: 'tooManyAttempts', value: [] });
  });
  it('balance → -503 serviceUnavailable', () => {
    expect(failureResult('balance', net)).toMatchObject({ statusCode: -503, statusMessage: 'serviceUnavailable' });
  });
  it('favourites → -503 with an empty value list', () => {
    expect(failureResult('favourites', net)).toMatchObject({ statusCode: -503, statusMessage: 'serviceUnavailable', value: [] });
  });
  it('settings network failure → 0 disconnect; an HTTP error is not a disconnect', () => {
    expect(failureResult('settings', net)).toMatchObject({ statusCode: 0, statusMessage: 'disconnect' });
    expect(failureResult('settings', new HttpError(500, '/x'))).toMatchObject({ statusCode: -503 });
  });
  it('other calls → -503 with empty lists', () => {
    expect(failureResult('other', net)).toMatchObject({ statusCode: -503, statusMessage: 'serviceUnavailable', value: [] });
  });
  it('startup → -500 internalServerError with maintenance off', () => {
    expect(failureResult('startup', net)).toMatchObject({ statusCode: -500, statusMessage: 'internalServerError', maintenance: { is_maintenance: false } });
  });
  it('guarded turns a network failure, a 5xx, malformed JSON and a wrong shape into the mapping', async () => {
    const http = (statuses: (number | Error)[], body?: string) => createHttp(scripted(statuses, body).transport);
    await expect(
      guarded(
        'auth',
        '/a',
        async () => any,
        () => http([net]).post('/a', {}),
      ),
    ).resolves.toMatchObject({ statusCode: -500 });
    await expect(
      guarded(
        'auth',
        '/a',
        async () => any,
        () => http([500]).post('/a', {}),
      ),
    ).resolves.toMatchObject({ statusDetail: 'HTTP 500 from /a' });
    await expect(
      guarded(
        'other',
        '/a',
        async () => any,
        () => http([200], 'not json').post('/a', {}),
      ),
    ).resolves.toMatchObject({ statusCode: -503 });
    const strict: Validator = Object.assign(() => false, {
      errors: [{ instancePath: '/value', schemaPath: '', keyword: 'type', params: {}, message: 'must be array' }],
    });
    await expect(
      guarded(
        'other',
        '/a',
        async () => strict,
        () => http([200]).post('/a', {}),
      ),
    ).resolves.toMatchObject({
      statusCode: -503,
      statusDetail: 'Unexpected response from /a: /value must be array',
    });
  });
});

describe('timeouts', () => {
  it('a backend that never answers ends in an error after the timeout, mapped per §8', async () => {
    const never: Transport = (_p, init) => new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
    const result = await guarded(
      'other',
      '/x',
      async () => any,
      () => createHttp(never, 20).post('/x', {}),
    );
    expect(result).toMatchObject({ statusCode: -503, statusMessage: 'serviceUnavailable' });
  });
});

describe('ttlCache (server-side public answers)', () => {
  it('keeps a success for its time, asks again after, and never keeps a failure', async () => {
    const { ttlCache } = await import('./client.ts');
    let clock = 0;
    const cache = ttlCache(100, () => clock);
    let calls = 0;
    const ok = () => Promise.resolve({ statusCode: 1, n: ++calls });
    expect(await cache('a', ok)).toEqual({ statusCode: 1, n: 1 });
    expect(await cache('a', ok)).toEqual({ statusCode: 1, n: 1 });
    clock = 150;
    expect(await cache('a', ok)).toEqual({ statusCode: 1, n: 2 });
    const fail = () => Promise.resolve({ statusCode: -503, n: ++calls });
    await cache('b', fail);
    await Promise.resolve();
    expect(await cache('b', fail)).toEqual({ statusCode: -503, n: 4 });
  });
});
