/**
 * The prefix that names a brand message (schemas/template.ts `messages`). A module of its own: the
 * player's entry reads it (src/i18n/brand-messages.ts), and importing it from the template's schema
 * put that schema's imports in the entry's module graph, so code lazy chunks share with them was built
 * into the entry (docs/performance.md, "Initial JS, chunk by chunk").
 */
export const BRAND_KEY_PREFIX = 'brand.';
