/**
 * Second factors against a real server (issue 50 part 3, docs/operators.md "Second factors"): an admin
 * must have one (refused with mfaEnrolmentRequired until `operator totp` enrols it); a login without
 * a code is mfaRequired with no session, with a code it opens one; a code is good once; a recovery code
 * once, audited; a wrong code counts in the login limits; the step-up window (1 s here) closes
 * publish and account changes until POST /api/session/step-up; CI tokens are not asked.
 */
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  as,
  auditLog,
  enrolTotp,
  login,
  nextAddress,
  op,
  PASSWORD,
  runBin,
  secondFactorFor,
  startOperatorServer,
  totpCode,
  type Login,
  type OperatorFixture,
} from './operator-server.ts';

let fx: OperatorFixture;
let admin: Login;

beforeAll(async () => {
  // ann: made an admin after the fixture enrolled its admins; pat: a publisher who enrols from the API; the step-up window is a second
  fx = await startOperatorServer(
    { OPERATOR_STEP_UP_SECONDS: '1' },
    { admin: ['admin', '*'], max: ['admin', '*'], ann: ['viewer', '*'], pat: ['publisher', '*'], ci: ['publisher', '*'] },
    ['ci'],
  );
  admin = await login(fx.port, 'admin');
}, 240_000);
afterAll(() => fx?.stop());

const loginWith = (name: string, extra: Record<string, unknown> = {}, from = nextAddress()) =>
  op(fx.port, '/api/login', { body: { name, password: PASSWORD, ...extra }, from });

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// every test spawns CLIs and hashes passwords: on a loaded machine that takes a while
describe('second factors against a real server', { timeout: 120_000 }, () => {
  it('an admin without a second factor is told to enrol; `operator totp` prints an otpauth URI and recovery codes, then a code logs in', async () => {
    expect((await runBin('operator', ['grant', 'ann', '--role', 'admin'], fx.storeEnv)).code).toBe(0);
    const refused = await loginWith('ann');
    expect(refused.status).toBe(401);
    expect(refused.json.error?.code).toBe('mfaEnrolmentRequired');
    expect(refused.json.error?.message).toContain('npx operator totp ann');
    expect(refused.headers['set-cookie']).toBeUndefined();

    const run = await runBin('operator', ['totp', 'ann'], fx.storeEnv);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^otpauth:\/\/totp\/Gaming%20Site%20Builder:ann\?secret=[A-Z2-7]{32}&issuer=Gaming%20Site%20Builder/m);
    expect(run.stdout.match(/^ {2}[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/gm)).toHaveLength(10);
    const secret = await enrolTotp('ann', fx.storeEnv);

    const noCode = await loginWith('ann');
    expect(noCode.status).toBe(401);
    expect(noCode.json.error).toMatchObject({ code: 'mfaRequired', methods: ['totp', 'recoveryCode'] });
    expect(noCode.headers['set-cookie']).toBeUndefined();

    const { code } = await totpCode(secret, -1, 0);
    const good = await loginWith('ann', { totp: code });
    expect(good.status).toBe(200);
    expect(String(good.headers['set-cookie'])).toMatch(/^operator_session=/);

    // the same code again, even from elsewhere: refused, and counted as a failure
    const replay = await loginWith('ann', { totp: code });
    expect(replay.status).toBe(401);
    expect(replay.json.error?.code).toBe('invalidSecondFactor');
    expect(replay.json.error?.message).toMatch(/already used/);

    const enrolled = (await auditLog(fx.port, admin, 'mfa.enrol')).filter((e) => e.detail['account'] === 'ann');
    expect(enrolled.length).toBeGreaterThanOrEqual(2);
    const logins = (await auditLog(fx.port, admin, 'login')).filter((e) => e.detail['name'] === 'ann');
    expect(logins.map((e) => e.detail['code'] ?? 'ok')).toEqual(expect.arrayContaining(['mfaEnrolmentRequired', 'mfaRequired', 'invalidSecondFactor', 'ok']));
    // no secret and no code in the audit log
    const everything = JSON.stringify([...enrolled, ...logins]);
    expect(everything).not.toContain(secret);
    expect(everything).not.toContain(code);
  });

  it('a wrong code counts in the login limits: ten, and the right password and code are refused 429', async () => {
    const secret = await enrolTotp('max', fx.storeEnv);
    const from = nextAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await loginWith('max', { totp: '000000' }, from)).status);
    expect(statuses.every((s) => s === 401)).toBe(true);
    const { code } = await totpCode(secret, -1, 0);
    expect((await loginWith('max', { totp: code }, nextAddress())).status).toBe(429);
  });

  it('a publisher enrols from the API with a first code and gets ten recovery codes; each recovery code logs in once, audited', async () => {
    const pat = await login(fx.port, 'pat');
    const offer = await op(fx.port, '/api/account/totp/new', as(pat));
    expect(offer.status).toBe(200);
    const secret = String(offer.json['secret']);
    expect(String(offer.json['uri'])).toContain(`secret=${secret}`);
    const wrong = await op(fx.port, '/api/account/totp', as(pat, { secret, code: '000000' }));
    expect(wrong.status).toBe(400);
    const code = await generate({ secret });
    const enrolled = await op(fx.port, '/api/account/totp', as(pat, { secret, code }));
    expect(enrolled.status).toBe(200);
    const codes = enrolled.json['recoveryCodes'] as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    // the enrolling code is spent
    expect((await loginWith('pat', { totp: code })).json.error?.code).toBe('invalidSecondFactor');

    const first = await loginWith('pat', { recoveryCode: codes[0]!.toUpperCase() });
    expect(first.status).toBe(200);
    const again = await loginWith('pat', { recoveryCode: codes[0]! });
    expect(again.status).toBe(401);
    expect(again.json.error?.code).toBe('invalidSecondFactor');
    const status = await op(fx.port, '/api/account/second-factors', { cookie: pat.cookie });
    expect(status.json).toMatchObject({ required: false, totp: true, recoveryCodesLeft: 9, passkeys: [] });
    const used = (await auditLog(fx.port, admin, 'mfa.recovery.used')).filter((e) => e.actor === 'pat');
    expect(used).toHaveLength(1);
    expect(used[0]!.detail).toEqual({ account: 'pat', left: 9 });
    expect(JSON.stringify(await auditLog(fx.port, admin, 'login'))).not.toContain(codes[0]!);
  });

  it('publish and account changes need a recent authentication: stepUpRequired after the window, until a step-up with the password and a code', async () => {
    const admin2 = await login(fx.port, 'admin');
    await sleep(1_500);
    const change = () => op(fx.port, '/api/accounts/pat', as(admin2, { disabled: false }, 'PATCH'));
    const stale = await change();
    expect(stale.status).toBe(401);
    expect(stale.json.error).toMatchObject({ code: 'stepUpRequired', stepUpSeconds: 1, secondFactor: true });
    const publish = await op(fx.port, '/api/rollback', as(admin2, { revision: 'live', message: 'x' }));
    expect(publish.json.error?.code).toBe('stepUpRequired');
    // the session itself is still good for reading
    expect((await op(fx.port, '/api/session', { cookie: admin2.cookie })).status).toBe(200);

    expect((await op(fx.port, '/api/session/step-up', as(admin2, { password: 'not the password' }))).status).toBe(403);
    const noCode = await op(fx.port, '/api/session/step-up', as(admin2, { password: PASSWORD }));
    expect(noCode.status).toBe(401);
    expect(noCode.json.error?.code).toBe('mfaRequired');
    const stepped = await op(fx.port, '/api/session/step-up', as(admin2, { password: PASSWORD, ...(await secondFactorFor(fx.port, 'admin')) }));
    expect(stepped.status, stepped.body).toBe(200);
    expect(stepped.json['stepUpSeconds']).toBe(1);
    expect((await change()).status).toBe(200);
    const steps = await auditLog(fx.port, admin, 'stepUp');
    expect(steps.map((e) => e.outcome)).toEqual(expect.arrayContaining(['ok', 'refused']));
    expect((await auditLog(fx.port, admin, 'accounts.update')).some((e) => e.detail['code'] === 'stepUpRequired')).toBe(true);
  });

  it('a CI token publishes without a step-up: it has no person to ask', async () => {
    await sleep(1_100);
    const rollback = await op(fx.port, '/api/rollback', { body: { revision: 'live', message: 'by token' }, bearer: fx.ciToken, from: nextAddress() });
    expect(rollback.json.error?.code).not.toBe('stepUpRequired');
    const stepUp = await op(fx.port, '/api/session/step-up', { body: { password: PASSWORD }, bearer: fx.ciToken, from: nextAddress() });
    expect(stepUp.status).toBe(403);
  });
});
