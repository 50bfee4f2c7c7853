/**
 * What a template key is: a family word then a number (`casino1`, `slot2`, `sportsbook1`), the name
 * of a file in site-configs/templates/ and a site's `theme_code`. A family base (`_casino`) is not one.
 * The schema's `key` pattern, the CLIs, the operator API and the studio all test keys with this.
 */
export const TEMPLATE_KEY_PATTERN = '^[a-z]+[0-9]+$';

const TEMPLATE_KEY = new RegExp(TEMPLATE_KEY_PATTERN);

export function isTemplateKey(value: string): boolean {
  return TEMPLATE_KEY.test(value);
}
