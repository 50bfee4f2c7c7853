/** A store link the page may show: https only (the site record is operator data, not trusted markup). */
export function storeLink(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const u = new URL(value);
    return u.protocol === 'https:' ? u.toString() : null;
  } catch {
    return null;
  }
}
