import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';

export const PORT = Number(process.env.E2E_PORT ?? 3100);

/** A demo site's origin: Chromium resolves *.localhost to loopback. */
export const site = (key: string) => `http://${key}.localhost:${PORT}`;

/**
 * A fresh phone as Lighthouse and `npm run bench` emulate it: 412×823, touch, and a phone's user
 * agent, so the server's breakpoint guess is the phone's and deferred widgets are not woken by props
 * that differ. `viewport`: another phone's screen (issue 32 checks a 390×844 one).
 */
export function phoneContext(browser: Browser, viewport = { width: 412, height: 823 }): Promise<BrowserContext> {
  return browser.newContext({
    viewport,
    isMobile: true,
    hasTouch: true,
    userAgent: 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
  });
}

/**
 * A browser with Save-Data on (`navigator.connection.saveData`): after idle the page prefetches nothing
 * and wakes no widget ahead of the tap (src/app/platform/after-idle.ts), so what a hydration plan alone
 * does stays in view however long a test waits. The crawls that check each page's own content run so
 * too: the after-idle work adds nothing to what they check (wake-ahead.spec.ts and first-tap.spec.ts
 * test it) and took a fifth of their time on CI's two cores.
 */
export async function withSaveData(page: Page | BrowserContext): Promise<void> {
  await page.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => ({ saveData: true, effectiveType: '4g' }) }),
  );
}

/**
 * The page behaves as in a browser without invoker commands (`commandfor`): the feature check of
 * src/render/native-invoker.ts finds none, and the browser's own command is cancelled (a `command` event's
 * default is its action), so a button's click handler is all that acts, as it would be there.
 */
export async function withoutInvokerCommands(page: Page): Promise<void> {
  await page.addInitScript(() => {
    delete (HTMLButtonElement.prototype as { command?: string }).command;
    window.addEventListener('command', (event) => event.preventDefault(), true);
  });
}

/**
 * Holds the page's entry script back until the returned release is called: the page is its server HTML
 * and bootstrap, as on a slow phone before the scripts start. Load the page with `waitUntil:
 * 'domcontentloaded'` (the held script keeps the load event from firing).
 */
export async function holdEntryScript(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/entry-client-*.js', async (route) => {
    await held;
    await route.continue().catch(() => {});
  });
  return release;
}

/** Waits until React has hydrated the page (event handlers are live). */
export async function hydrated(page: Page): Promise<void> {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}

/** Router links navigate in the page once the navigation's code is in memory (src/app/plain-links.ts); before that the browser follows them. */
export async function navigable(page: Page): Promise<void> {
  await page.locator('html[data-client-navigation]').waitFor({ state: 'attached', timeout: 20_000 });
}

/** Collects console errors and uncaught exceptions of a page. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return errors;
}

/** Raw HTTP against the test server with a site's Host header (Node does not resolve *.localhost). */
export async function rawRequest(
  key: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; text: string; headers: Record<string, string | string[] | undefined> }> {
  const { request } = await import('node:http');
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = request(
      {
        host: '127.0.0.1',
        port: PORT,
        path,
        method: payload ? 'POST' : 'GET',
        headers: { host: `${key}.localhost:${PORT}`, ...(payload ? { 'content-type': 'application/json' } : {}) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text, headers: res.headers }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/**
 * The URL prefix of a site's English pages: sites whose default language is another one keep
 * English under /en (prefix strategies); no_prefix sites follow the browser's en-US.
 */
export async function englishPrefix(key: string): Promise<string> {
  const startup = JSON.parse((await rawRequest(key, '/api/startup', { domain_name: `${key}.localhost` })).text) as {
    i18n?: { strategy?: string; default_locale?: string };
  };
  const strategy = startup.i18n?.strategy ?? 'prefix_except_default';
  const defaultCode = (startup.i18n?.default_locale ?? 'EN').toUpperCase();
  if (strategy === 'no_prefix') return '';
  if (strategy === 'prefix_and_default' || defaultCode !== 'EN') return '/en';
  return '';
}

/** Where the demo player signs in: the /login page, the header's login modal (templates whose login action opens one), or the login form already on screen (after a redirect to it). */
export type LoginEntry = 'login-page' | 'header-modal' | 'this-page';

export interface DemoLogin {
  entry?: LoginEntry;
  /** the demo player's password unless a test has changed it */
  password?: string;
}

/**
 * Sends the demo player's credentials through a login form, once the page has hydrated (typing
 * before hydration would be reset by it). Callers check the outcome: a refused password, say.
 */
export async function submitDemoLogin(page: Page, base: string, { entry = 'login-page', password = 'demo1234' }: DemoLogin = {}): Promise<void> {
  if (entry === 'login-page') await page.goto(`${base}/login`);
  if (entry === 'header-modal') await page.goto(`${base}/`);
  await hydrated(page);
  if (entry === 'header-modal') await page.getByRole('banner').getByRole('button', { name: 'Log in', exact: true }).click();
  const form = entry === 'header-modal' ? page.getByRole('dialog', { name: 'Log in' }) : page.getByRole('form', { name: 'Log in' }).first();
  await form.getByLabel('Account ID').fill('demo');
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Log in', exact: true }).click();
}

/**
 * Signs the demo player in and waits until the page shows a signed-in player. The login form closes
 * its modal, or leaves /login, only once the player's balance, VIP and favourites have been fetched,
 * so a caller may read them at once.
 */
export async function logIn(page: Page, base: string, login: DemoLogin = {}): Promise<void> {
  await submitDemoLogin(page, base, login);
  if (login.entry === 'header-modal') await expect(page.getByRole('dialog', { name: 'Log in' })).toBeHidden();
  else await expect(page).not.toHaveURL(/\/login(?:[?#]|$)/);
  await expect(page.getByRole('button', { name: 'Log out' }).first()).toBeAttached();
}

/** Logs an operator into the studio at `studioUrl` (with a code where the account has a second factor) and waits for its brands and templates: the studio specs' one way in. */
export async function studioLogIn(page: Page, studioUrl: string, name: string, password: string, totp?: string): Promise<void> {
  await page.goto(studioUrl);
  const form = page.getByRole('form', { name: 'Studio' });
  await form.getByLabel('Account name').fill(name);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Log in' }).click();
  // an account with a second factor: the studio asks for it after the password
  if (totp) {
    await form.getByLabel('Code from your authenticator app, or a recovery code').fill(totp);
    await form.getByRole('button', { name: 'Log in' }).click();
  }
  await expect(page.getByRole('navigation', { name: 'Brands and templates' })).toBeVisible();
}

/** Opens one of a template's pages from the studio's navigation, casino1's home unless told. */
export async function openStudioPage(page: Page, template = 'casino1', name = 'home'): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'Brands and templates' });
  await nav.getByRole('searchbox').fill(template);
  await nav
    .getByRole('list', { name: `${template} pages` })
    .first()
    .getByRole('button', { name, exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`${template}.*${name}`) })).toBeVisible();
}

/**
 * The register form's details step filled in (the TAC step follows Continue): a caller ticks what
 * else its test needs, then calls `finishSignUp`. The demo's codes go to the server log, so the TAC
 * verification is stubbed.
 */
export async function fillSignUpDetails(page: Page, base: string, accountId: string, age: number): Promise<void> {
  await page.route('**/api/auth/tac/verify', (route) => route.fulfill({ json: { statusCode: 1, statusMessage: 'OK', value: { verified: true } } }));
  await page.goto(`${base}/register`);
  await hydrated(page);
  await page.getByRole('main').getByLabel('Account ID').fill(accountId);
  await page.getByRole('main').getByLabel('Password', { exact: true }).fill('secret77');
  await page.getByLabel('Confirm password').fill('secret77');
  await page.getByLabel('Phone number').fill('+447700900123');
  await page.getByLabel(`I am ${age} or older`).check();
}

/** Continues past the details step and the TAC step: the account is created. */
export async function finishSignUp(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('TAC code').fill('123456');
  await page.getByRole('button', { name: 'Create account' }).click();
}

/** The path a lazy chunk is served at, by its source module (`widgets/AiChat/Panel.tsx`): the build names lazy chunks by hash alone (vite.config.ts). */
export function chunkPath(source: string): string {
  const manifest = JSON.parse(readFileSync(join(process.env.DIST_DIR ?? 'dist', 'client/.vite/manifest.json'), 'utf8')) as Record<string, { file: string }>;
  const chunk = manifest[source];
  if (!chunk) throw new Error(`${source} is not in the build's manifest`);
  return `/${chunk.file}`;
}
