/**
 * "A path on this site" in a config (a button's target, a redirect): one `/`, then no `/` or `\`
 * (`//host` and `/\host` are other hosts to a browser), and no backslash or control character
 * anywhere (browsers read `\` as `/` and drop tabs and newlines). Starting with one `/` also rules
 * out every scheme. The renderer checks the same with the URL parser (src/lib/internal-link.ts
 * readSitePath; a test keeps the two in step), and config-lint words a failure with its reason.
 */
export const SITE_PATH_PATTERN = '^/(?![/\\\\])[^\\\\\\u0000-\\u001F\\u007F-\\u009F]*$';

/** The longest path a config may hold. */
export const SITE_PATH_MAX = 2000;

export const sitePathSchema = { type: 'string', pattern: SITE_PATH_PATTERN, maxLength: SITE_PATH_MAX } as const;
