import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { JurisdictionConfig, JurisdictionRules, RequiredBlock } from '../../schemas/jurisdiction.ts';
import { JURISDICTIONS } from '../../schemas/jurisdictions.ts';
import { REALITY_CHECK_KEY } from '../../widgets/RealityCheck/reality-check.ts';
import { axeViolations } from './axe.ts';
import { configCopyServer } from './config-copy-server.ts';
import { expect, test, type Page } from './fixtures.ts';
import { hydrated, logIn, PORT, withSaveData } from './helpers.ts';
import routes from '../../site-configs/routes.json' with { type: 'json' };

/**
 * Issue 31 parts 1–3: each demo site shows the blocks its jurisdiction requires, in its language,
 * on the routes the requirement names (schemas/jurisdictions.ts); the reality check appears after
 * the interval (the page's clock mocked) and its actions work, axe-clean with the dialog open; and
 * a template that loses a required block fails config-lint with the rule and the regulator named.
 * One server for the file, on a copy of site-configs.
 */
const APP_PORT = PORT + 33;
// its beforeAll starts the server on a copy of site-configs, its afterAll stops it
configCopyServer('compliance', APP_PORT);
const origin = (key: string) => `http://${key}.localhost:${APP_PORT}`;

/**
 * Each demo site in its own language: the folder of its messages, the prefix its pages take in it, and
 * the prefix of its English pages, where the demo player signs in (tools/demo-backend/seed/site-catalogue.ts).
 */
const SITES = [
  { key: 'casino1', regulator: 'pagcor', folder: 'php', prefix: '/php', english: '' },
  { key: 'slot2', regulator: 'mga', folder: 'ct', prefix: '/ct', english: '/en' },
  { key: 'sportsbook1', regulator: 'ukgc', folder: 'en', prefix: '', english: '' },
  { key: 'casino2', regulator: 'curacao', folder: 'cn', prefix: '', english: '/en' },
] as const;

type Messages = Record<string, string>;
const messages = (folder: string): Messages => JSON.parse(readFileSync(join('locales', folder, 'ui.json'), 'utf8')) as Messages;
/** A message with its plain `{name}` arguments filled in (the compliance texts have no other ICU). */
const format = (text: string | undefined, values: Record<string, string | number>) =>
  (text ?? '').replace(/\{(\w+)\}/g, (_m, name: string) => String(values[name] ?? `{${name}}`));

const jurisdictionOf = (key: string) =>
  (JSON.parse(readFileSync(join('site-configs', 'templates', `${key}.json`), 'utf8')) as { jurisdiction: JurisdictionConfig }).jurisdiction;

/** What the block says in the page's language: the text the test looks for. */
function expectedText(block: RequiredBlock['widget'], ui: Messages, j: JurisdictionConfig, age: number): string {
  if (block === 'ComplianceFooter') return format(ui['compliance.licence'], { licensee: j.licence.licensee, number: j.licence.number });
  if (block === 'RgTagline') return format(ui['compliance.tagline'], { age });
  return format(ui['ageConfirmation.question'], { age });
}

const pathIn = (prefix: string, path: string) => (prefix && path === '/' ? prefix : `${prefix}${path}`);

for (const s of SITES) {
  test(`${s.key} (${s.regulator}): every route shows the blocks its regulator requires, in its language`, async ({ page }) => {
    test.setTimeout(240_000);
    await withSaveData(page);
    const rules: JurisdictionRules = JURISDICTIONS[s.regulator];
    const j = jurisdictionOf(s.key);
    const age = Math.max(j.minimumAge ?? rules.minimumAge, rules.minimumAge);
    const ui = messages(s.folder);
    const guarded = new Set(routes.routes.filter((r) => r.guard === 'auth').map((r) => r.path));
    const guestOnly = new Set(routes.routes.filter((r) => r.guard === 'guest').map((r) => r.path));
    // the visitor's language is the site's own: unprefixed pages of a no_prefix site, and / under the
    // other strategies, follow the locale cookie rather than the browser's English
    await page.context().addCookies([{ name: 'i18n_redirected', value: s.folder, url: origin(s.key) }]);
    const checked: string[] = [];
    // a guest sees every route but the players' ones; then, signed in, the players' routes
    for (const player of [false, true]) {
      if (player) await logIn(page, `${origin(s.key)}${s.english}`);
      for (const { path } of routes.routes) {
        if (player ? !guarded.has(path) : guarded.has(path)) continue;
        const blocks = rules.requires.filter((b) => b.audience !== 'players' && (b.on === 'every-page' || b.on.includes(path)));
        if (!blocks.length || (player && guestOnly.has(path))) continue;
        // the footer and tagline are server HTML (no code); the age confirmation opens once hydrated
        await page.goto(`${origin(s.key)}${pathIn(s.prefix, path)}`, { waitUntil: 'domcontentloaded' });
        if (blocks.some((b) => b.widget === 'AgeConfirmation')) await hydrated(page);
        await expect(page.locator('html'), path).toHaveAttribute('lang', /./);
        for (const block of blocks) {
          const shown = page.locator(`[data-compliance="${block.widget}"]`);
          await expect(shown, `${block.widget} on ${path}`).toBeVisible();
          await expect(shown, `${block.widget} on ${path}`).toContainText(expectedText(block.widget, ui, j, age));
          checked.push(`${block.widget} ${path}`);
        }
      }
    }
    expect(checked.length, 'the routes checked').toBeGreaterThan(0);
    if (s.regulator === 'curacao') {
      const seal = page.locator('[data-compliance="ComplianceFooter"] img');
      await page.goto(`${origin(s.key)}/`);
      await expect(seal).toHaveAttribute('alt', format(ui['compliance.seal'], { regulator: rules.regulator }));
      await expect(seal.locator('xpath=..')).toHaveAttribute('href', j.seal?.href ?? '');
    }
  });
}

async function axeClean(page: Page): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
}

test('sportsbook1 (UKGC): the reality check appears after the interval; "Continue" and "Log out" work; axe-clean with it open', async ({ page }) => {
  await page.clock.install();
  const base = origin('sportsbook1');
  await logIn(page, base);
  await page.goto(`${base}/slots`);
  await hydrated(page);
  const dialog = page.getByRole('dialog', { name: 'Reality check' });
  // the check's clock starts when its widget first mounts for the session, and its code loads after
  // hydration: time moves only once it runs (on a busy machine it mounted after the first 59 minutes)
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), REALITY_CHECK_KEY)).not.toBeNull();
  await page.clock.fastForward('59:00');
  await expect(dialog).toBeHidden();
  await page.clock.fastForward('01:00');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('You have been playing for 60 minutes.');
  // modal: the focus moved into it, onto its first control (closing carries on, it never signs out)
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await expect(dialog.getByRole('link', { name: 'Your account history' })).toHaveAttribute('href', '/transaction-history');
  await expect(dialog.getByRole('link', { name: 'Responsible gaming' })).toHaveAttribute('href', '/responsible-gaming');
  await axeClean(page);

  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toBeHidden();
  // the next check counts from "Continue", and Escape carries on too
  await page.clock.fastForward('01:00:00');
  await expect(dialog).toContainText('You have been playing for 120 minutes.');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.clock.fastForward('01:00:00');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Log out' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page
      .getByRole('banner')
      .getByRole('button', { name: 'Log in', exact: true })
      .or(page.getByRole('banner').getByRole('link', { name: 'Log in', exact: true })),
  ).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('session'))).toBeNull();
});

test('a template without its required compliance footer fails config-lint with the rule id and the regulator named', () => {
  const dir = mkdtempSync(join(tmpdir(), 'compliance-lint-'));
  try {
    const configs = join(dir, 'site-configs');
    cpSync('site-configs', configs, { recursive: true });
    const lint = () => spawnSync(process.execPath, ['tools/bin/config-lint.mjs', configs], { encoding: 'utf8' });
    const clean = lint();
    expect(clean.status, clean.stdout + clean.stderr).toBe(0);

    const file = join(configs, 'templates', 'sportsbook1.json');
    const template = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    template['patches'] = { structure: { layouts: { template20: [{ remove: 'compliance-footer' }] } } };
    writeFileSync(file, `${JSON.stringify(template, null, 2)}\n`);
    const broken = lint();
    expect(broken.status).toBe(1);
    expect(broken.stdout).toMatch(/compliance-block/);
    expect(broken.stdout).toContain('template sportsbook1 is under the UK Gambling Commission (ukgc), which requires ComplianceFooter on every page');
    expect(broken.stdout).toMatch(/1 error\b/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
