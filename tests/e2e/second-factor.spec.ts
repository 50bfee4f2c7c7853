import { generate } from 'otplib';
import { expect, test, type Page } from './fixtures.ts';
import { startOperatorServer, type OperatorFixture } from '../security/operator-server.ts';

/**
 * Second factors in the studio (issue 50 part 3, docs/operators.md "Second factors") against a real server
 * (`npm start`): a publisher opens Security, sets up an authenticator app with a first code (ten recovery
 * codes shown once) and registers a passkey in Chromium's virtual authenticator; the next login asks for a
 * second factor and takes the passkey, then a recovery code. The studio is opened on `localhost`, the
 * passkey's relying party (one of the default OPERATOR_HOSTS; an IP address cannot be one).
 */
test.describe.configure({ mode: 'serial' });

const PASSWORD = 'correct horse battery';
let fx: OperatorFixture;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  fx = await startOperatorServer({}, { pat: ['publisher', '*'] }, []);
});
test.afterAll(async () => {
  await fx?.stop();
});

const studio = () => `http://localhost:${fx.port}/studio/`;

async function passwordStep(page: Page) {
  await page.goto(studio());
  const form = page.getByRole('form', { name: 'Studio' });
  await form.getByLabel('Account name').fill('pat');
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Log in' }).click();
}

const signedIn = (page: Page) => expect(page.getByRole('navigation', { name: 'Brands and templates' })).toBeVisible({ timeout: 30_000 });

test('a publisher enrols an app and a passkey from Security, then logs in with the passkey and with a recovery code', async ({ page }) => {
  test.setTimeout(180_000);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });

  await passwordStep(page);
  await signedIn(page);
  await page.getByRole('button', { name: 'Security' }).click();
  const dialog = page.getByRole('dialog', { name: 'Security' });
  await expect(dialog.getByRole('list', { name: 'Your second factors' })).toContainText('Authenticator app: off');
  await dialog.getByRole('button', { name: 'Set up an authenticator app' }).click();
  const uri = await dialog.getByLabel('Add this to your authenticator app (or type its secret)').inputValue();
  expect(uri).toMatch(/^otpauth:\/\/totp\/Gaming%20Site%20Builder:pat\?secret=[A-Z2-7]+&issuer=Gaming%20Site%20Builder/);
  const secret = (await dialog.getByTestId('totp-secret').textContent()) ?? '';
  expect(uri).toContain(`secret=${secret}`);
  await dialog.getByLabel('First code from the app').fill('000000');
  await dialog.getByRole('button', { name: 'Turn on' }).click();
  await expect(dialog.getByRole('alert')).toContainText('does not match');
  await dialog.getByLabel('First code from the app').fill(await generate({ secret }));
  await dialog.getByRole('button', { name: 'Turn on' }).click();
  const codes = dialog.getByRole('list').filter({ has: page.locator('code') });
  await expect(codes.getByRole('listitem')).toHaveCount(10);
  const recovery = ((await codes.getByRole('listitem').first().textContent()) ?? '').trim();
  expect(recovery).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
  await expect(dialog.getByRole('list', { name: 'Your second factors' })).toContainText('Authenticator app: on');

  await dialog.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(dialog.getByRole('list', { name: 'Your second factors' })).toContainText('Passkeys: 1');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Log out' }).click();

  // the password alone no longer opens the studio: the second step asks for a factor
  await passwordStep(page);
  const form = page.getByRole('form', { name: 'Studio' });
  await expect(form.getByText('This account has a second factor.')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Brands and templates' })).toBeHidden();
  await form.getByRole('button', { name: 'Use a passkey' }).click();
  await signedIn(page);
  await page.getByRole('button', { name: 'Log out' }).click();

  await passwordStep(page);
  await form.getByLabel('Code from your authenticator app, or a recovery code').fill(recovery);
  await form.getByRole('button', { name: 'Log in' }).click();
  await signedIn(page);
  await page.getByRole('button', { name: 'Log out' }).click();

  // a recovery code is good once
  await passwordStep(page);
  await form.getByLabel('Code from your authenticator app, or a recovery code').fill(recovery);
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(form.getByRole('alert')).toContainText('not accepted');
});
