/**
 * localStorage that never throws: unavailable storage (private mode, SSR) reads as empty, and a
 * value that is not JSON is discarded instead of breaking the app.
 */
export function readStored(name: string): unknown {
  try {
    const raw = globalThis.localStorage?.getItem(name) ?? null;
    return raw === null ? null : (JSON.parse(raw) as unknown);
  } catch {
    try {
      globalThis.localStorage?.removeItem(name);
    } catch {
      /* storage itself is unavailable: nothing to discard */
    }
    return null;
  }
}

export function writeStored(name: string, value: unknown): void {
  try {
    globalThis.localStorage?.setItem(name, JSON.stringify(value));
  } catch (error) {
    console.warn(`Could not persist ${name}`, error);
  }
}
