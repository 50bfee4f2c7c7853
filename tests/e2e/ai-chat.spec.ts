import { axeViolations } from './axe.ts';
import { expect, test, type Page, type Request } from './fixtures.ts';
import { chunkPath, hydrated, rawRequest, site, watchErrors } from './helpers.ts';

/** §2/§4/§5/§7/§8/§9 AI chat against the demo backend's webhook stand-in, on casino1 (English by default). */

const KEY = 'casino1';
const MB = 1024 * 1024;

interface Startup {
  site: { external_id: string };
  ai_assistant: { en_name: string; names: Record<string, string> };
}

let assistant = { en: '', ms: '' };

test.beforeAll(async () => {
  const startup = JSON.parse((await rawRequest(KEY, '/api/startup', { domain_name: `${KEY}.localhost` })).text) as Startup;
  assistant = { en: startup.ai_assistant.names.EN ?? startup.ai_assistant.en_name, ms: startup.ai_assistant.names.MS ?? startup.ai_assistant.en_name };
});

const launcher = (page: Page) => page.getByRole('button', { name: `Open chat with ${assistant.en}` });
const panel = (page: Page) => page.getByRole('dialog', { name: assistant.en });
const input = (page: Page) => panel(page).getByRole('textbox', { name: `Message ${assistant.en}` });
const chatLog = (page: Page) => panel(page).getByRole('log');
const userMessages = (page: Page) => panel(page).getByTestId('chat-user');
const aiMessages = (page: Page) => panel(page).getByTestId('chat-ai');

async function openChat(page: Page, path = '/') {
  await page.goto(`${site(KEY)}${path}`);
  await hydrated(page);
  await launcher(page).click();
  await expect(panel(page)).toBeVisible();
  await expect(input(page)).toBeFocused();
}

/** A valid 1×1 PNG padded to `size` bytes (decoders ignore bytes after IEND), so the browser can thumbnail it. */
function png(size: number): Buffer {
  const pixel = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
  return Buffer.concat([pixel, Buffer.alloc(size - pixel.length)]);
}

/** The `data` list of a captured webhook request (multipart). */
type DataEntry = { role: string; content: string; parameters?: Record<string, string> };

function dataFrom(multipart: string): DataEntry[] {
  const match = /name="data"\r\n\r\n([\s\S]*?)\r\n--/.exec(multipart);
  if (!match?.[1]) throw new Error('no data field in the webhook request');
  return JSON.parse(Buffer.from(match[1], 'latin1').toString('utf8')) as DataEntry[];
}

const dataOf = (request: Request): DataEntry[] => dataFrom(request.postDataBuffer()?.toString('latin1') ?? '');

test('send, typing indicator, reply with suggestions, a suggestion, history after reload, keyboard', async ({ page }) => {
  const errors = watchErrors(page);
  // The stand-in answers in milliseconds: hold each answer a moment so the typing indicator can be seen.
  await page.route('**/chat-webhook', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 700));
    await route.continue();
  });
  await openChat(page);
  await expect(panel(page).getByRole('heading', { name: assistant.en })).toBeVisible();
  await expect(aiMessages(page).first()).toContainText(`I'm ${assistant.en}`);
  await expect(chatLog(page)).toHaveAttribute('aria-live', 'polite');

  await input(page).fill('a');
  await input(page).press('Shift+Enter');
  await input(page).pressSequentially('b');
  await expect(input(page)).toHaveValue('a\nb');
  await expect(userMessages(page)).toHaveCount(0);

  await input(page).fill('  How do I make a deposit?  ');
  const sent = page.waitForRequest('**/chat-webhook');
  await input(page).press('Enter');
  const request = await sent;
  const [user, ...prompt] = dataOf(request);
  expect(user).toMatchObject({
    role: 'user',
    content: 'How do I make a deposit?',
    parameters: { domain_name: `${KEY}.localhost`, external_id: `ext-${KEY}`, language: 'en', operation: '', auth_token: '', account_id: '' },
  });
  expect(user?.parameters?.session_id).toMatch(/^[0-9a-f-]{36}:[0-9a-f-]{36}$/);
  expect(prompt.map((p) => p.content).join(' ')).toContain('Please login to continue.');
  expect(request.headers().authorization).toBeUndefined();

  await expect(userMessages(page).last()).toHaveText(/How do I make a deposit\?/);
  await expect(input(page)).toHaveValue('');
  const typing = panel(page).getByRole('status');
  await expect(typing).toHaveText(`${assistant.en} is typing…`);
  await expect(aiMessages(page).last().locator('strong')).toHaveText('Deposit');
  await expect(typing).toHaveCount(0);
  await expect(panel(page).getByText('Today')).toBeVisible();

  const suggestions = panel(page).getByRole('group', { name: 'Suggested replies' }).getByRole('button');
  await expect(suggestions).toHaveCount(3);
  const question = (await suggestions.first().innerText()).trim();
  await suggestions.first().click();
  await expect(userMessages(page)).toHaveCount(2);
  await expect(userMessages(page).last()).toContainText(question);
  await expect(aiMessages(page)).toHaveCount(3);

  // A {c, o} suggestion sends its label with parameters.operation; a guest is asked to log in.
  const balance = page.waitForRequest('**/chat-webhook');
  await panel(page).getByRole('button', { name: 'Check balance' }).click();
  expect(dataOf(await balance)[0]?.parameters?.operation).toBe('balance');
  await expect(aiMessages(page).last()).toHaveText(/Please login to continue\./);

  await page.reload();
  await hydrated(page);
  await expect(panel(page)).toBeVisible();
  await expect(userMessages(page)).toHaveCount(3);
  await expect(userMessages(page).first()).toContainText('How do I make a deposit?');
  await expect(aiMessages(page).last()).toHaveText(/Please login to continue\./);

  await input(page).focus();
  await page.keyboard.press('Escape');
  await expect(panel(page)).toHaveCount(0);
  await expect(launcher(page)).toBeFocused();
  await expect(launcher(page)).toHaveAttribute('aria-expanded', 'false');
  expect(errors).toEqual([]);
});

test('new chat clears the history and starts a new session id', async ({ page }) => {
  await openChat(page);
  await input(page).fill('How do I make a deposit?');
  const first = page.waitForRequest('**/chat-webhook');
  await input(page).press('Enter');
  const firstSession = dataOf(await first)[0]?.parameters?.session_id;
  await expect(aiMessages(page)).toHaveCount(2);
  await panel(page).getByRole('button', { name: 'New chat' }).click();
  await expect(userMessages(page)).toHaveCount(0);
  await expect(aiMessages(page)).toHaveCount(1);
  await input(page).fill('hello');
  const second = page.waitForRequest('**/chat-webhook');
  await input(page).press('Enter');
  const secondSession = dataOf(await second)[0]?.parameters?.session_id;
  expect(secondSession).not.toBe(firstSession);
  expect(secondSession?.split(':')[0]).toBe(firstSession?.split(':')[0]);
});

test('switching language re-words the welcome message', async ({ page }) => {
  await openChat(page);
  await expect(aiMessages(page).first()).toContainText(`Hi, I'm ${assistant.en}!`);
  await page.getByRole('button', { name: /^Language:/ }).click();
  await page.getByRole('link', { name: 'Bahasa Melayu' }).click();
  await expect(page).toHaveURL(/\/ms\/?$/);
  const malay = page.getByRole('dialog', { name: assistant.ms });
  await expect(malay.getByTestId('chat-ai').first()).toContainText(`Hai, saya ${assistant.ms}!`);
  expect(await page.evaluate(() => localStorage.getItem('ai-chat:language'))).toBe('ms');
});

test('a 3 MB image is refused with the exact message; a 1 MB image goes with the message', async ({ page }) => {
  await openChat(page);
  const picker = panel(page).getByLabel('Attach an image');
  await picker.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: png(3 * MB) });
  await expect(aiMessages(page).last().locator('.w-aichat__md')).toHaveText('File too large! Maximum allowed is 2 MB.');
  await expect(panel(page).getByRole('button', { name: 'Remove image' })).toHaveCount(0);
  expect(await picker.evaluate((el: HTMLInputElement) => el.files?.length ?? 0)).toBe(0);

  await picker.setInputFiles({ name: 'proof.png', mimeType: 'image/png', buffer: png(MB) });
  await expect(panel(page).getByRole('img', { name: 'Selected image: proof.png' })).toBeVisible();
  await panel(page).getByRole('button', { name: 'Remove image' }).click();
  await expect(panel(page).getByRole('img', { name: 'Selected image: proof.png' })).toHaveCount(0);

  await picker.setInputFiles({ name: 'proof.png', mimeType: 'image/png', buffer: png(MB) });
  await input(page).fill('Here is my deposit receipt');
  // A routed request exposes its body (a plain page.waitForRequest does not for multipart with a file).
  let body: Buffer = Buffer.alloc(0);
  await page.route('**/chat-webhook', async (route) => {
    body = route.request().postDataBuffer() ?? body;
    await route.continue();
  });
  await panel(page).getByRole('button', { name: 'Send' }).click();
  await expect(userMessages(page).last()).toContainText('Here is my deposit receipt');
  await expect(userMessages(page).last().getByRole('img', { name: 'Image sent: proof.png' })).toBeVisible();
  // The stand-in states the size of the image part it read.
  await expect(aiMessages(page).last()).toContainText('I received your image (1024 KB)');
  const text = body.toString('latin1');
  expect(text).toMatch(/name="image"; filename="proof.png"\r\nContent-Type: image\/png/);
  expect(body.length).toBeGreaterThan(MB);
  expect(dataFrom(text)[0]?.content).toBe('Here is my deposit receipt');
});

test('a reply with an onerror image and a javascript: link executes nothing', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await openChat(page);
  await input(page).fill('__xss__');
  await input(page).press('Enter');
  const reply = aiMessages(page).last();
  await expect(reply).toContainText('Here is a test payload');
  await expect(reply.getByText('x', { exact: true })).toBeVisible();
  await page.waitForTimeout(500);
  expect(dialogs).toEqual([]);
  // The model's raw HTML is shown as text; nothing of it became an element.
  await expect(reply).toContainText('<img src=x onerror=alert(1)>');
  expect(await reply.locator('img, script, [onerror], [onload], [onclick]').count()).toBe(0);
  expect(await reply.locator('a[href^="javascript" i]').count()).toBe(0);
  // The HTML-ish suggestion label is text, not markup.
  await expect(panel(page).getByRole('button', { name: '<b>bold</b>' })).toBeVisible();
  await reply.getByText('x', { exact: true }).click();
  await page.waitForTimeout(300);
  expect(dialogs).toEqual([]);
});

test('a webhook that never answers ends in the error reply after the (injected) timeout; Try again repeats it', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('ai-chat:test-timeout-ms', '1500'));
  await openChat(page);
  await input(page).fill('__slow__ question');
  const started = Date.now();
  await input(page).press('Enter');
  await expect(panel(page).getByRole('status')).toBeVisible();
  await expect(aiMessages(page).last()).toHaveText(/Sorry, I encountered an error\. Please try again\./, { timeout: 10_000 });
  expect(Date.now() - started).toBeGreaterThanOrEqual(1400);
  await expect(panel(page).getByRole('status')).toHaveCount(0);
  const group = panel(page).getByRole('group', { name: 'Suggested replies' });
  await expect(group.getByRole('button')).toHaveText(['Try again', 'Check your connection']);
  const retried = page.waitForRequest('**/chat-webhook');
  await group.getByRole('button', { name: 'Try again' }).click();
  expect(dataOf(await retried)[0]?.content).toBe('__slow__ question');
});

test('signed in: "menu" answers locally with account actions, and the balance request carries the bearer token', async ({ page }) => {
  const login = JSON.parse(
    (await rawRequest(KEY, '/api/auth/login', { account_id: 'demo', password: 'demo1234', domain_name: `${KEY}.localhost`, external_id: `ext-${KEY}` })).text,
  ) as { token: string };
  await page.addInitScript((token) => {
    if (localStorage.getItem('session')) return;
    const user = { account_id: 'demo', session_token: token, full_name: 'Demo Player', contact_email: 'demo@example.com' };
    localStorage.setItem(
      'session',
      JSON.stringify({ state: { isAuthenticated: true, user, token, fullname: 'Demo Player', email: 'demo@example.com' }, version: 1 }),
    );
  }, login.token);
  await openChat(page);
  let calls = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/chat-webhook')) calls += 1;
  });
  await input(page).fill('menu');
  await input(page).press('Enter');
  await expect(panel(page).getByRole('button', { name: 'Check inbox' })).toBeVisible();
  expect(calls).toBe(0);
  const sent = page.waitForRequest('**/chat-webhook');
  await panel(page).getByRole('button', { name: 'Check balance' }).click();
  const request = await sent;
  expect(request.headers().authorization).toBe(`Bearer ${login.token}`);
  expect(dataOf(request)[0]?.parameters).toMatchObject({ operation: 'balance', account_id: 'demo', auth_token: login.token });
  await expect(aiMessages(page).last()).toContainText('12,345.678');
});

test('the panel code loads only when the chat opens, and the open panel passes axe in every theme colour set', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await page.goto(`${site(KEY)}/`);
  await hydrated(page);
  expect(scripts.includes(chunkPath('widgets/AiChat/Panel.tsx'))).toBe(false);
  await launcher(page).click();
  await expect(panel(page)).toBeVisible();
  await expect.poll(() => scripts.includes(chunkPath('widgets/AiChat/Panel.tsx'))).toBe(true);
  await input(page).fill('How do I make a deposit?');
  await input(page).press('Enter');
  await expect(panel(page).getByRole('group', { name: 'Suggested replies' })).toBeVisible();
  // The theme is a config prop; swapping its class checks every §9 palette on the same live panel.
  for (const theme of ['light', 'dark', 'sky-blue', 'pine-green', 'mauve-purple', 'rose-pink', 'sandstone-orange']) {
    await page.locator('.w-aichat__panel').evaluate((el, t) => {
      el.setAttribute('class', el.getAttribute('class')?.replace(/w-aichat--[\w-]+/, `w-aichat--${t}`) ?? '');
    }, theme);
    const found = await axeViolations(page, { include: '.w-aichat__panel', tags: null, everyImpact: true });
    expect(found.map((v) => `${theme} ${v}`)).toEqual([]);
  }
});

test('while the panel code loads the panel frame shows at once: its name, a busy body, and Escape closes it', async ({ page }) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${chunkPath('widgets/AiChat/Panel.tsx')}`, async (route) => {
    await held;
    await route.continue().catch(() => {});
  });
  await page.goto(`${site(KEY)}/`);
  await hydrated(page);
  await launcher(page).click();
  await expect(panel(page)).toBeVisible();
  await expect(panel(page)).toHaveAttribute('aria-busy', 'true');
  await expect(panel(page).getByRole('heading', { name: assistant.en })).toBeVisible();
  await panel(page).getByRole('button', { name: 'Close chat' }).focus();
  await page.keyboard.press('Escape');
  await expect(panel(page)).toBeHidden();
  await expect(launcher(page)).toBeFocused();
  // the code arrives: opened again, the conversation is there
  release();
  await launcher(page).click();
  await expect(input(page)).toBeVisible();
  await expect(panel(page)).not.toHaveAttribute('aria-busy', 'true');
});
