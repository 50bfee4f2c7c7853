import type { Page } from '@playwright/test';

export const PORT = Number(process.env.E2E_PORT ?? 3100);

/** A demo site's origin: Chromium resolves *.localhost to loopback. */
export const site = (key: string) => `http://${key}.localhost:${PORT}`;

/** Collects console errors and uncaught exceptions of a page. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return errors;
}
