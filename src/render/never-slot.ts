import { createContext, type ReactNode } from 'react';

/**
 * What the server wraps a `never` slot in (src/app/entry-server.tsx: `notCarriedSlot`). Such a slot keeps
 * the server's HTML on a first load, so no render in the browser formats its text and the page need not
 * carry its messages (src/i18n/FirstMessages.tsx): 0.56 kB gz less on casino1 `/rus` (docs/performance.md).
 * The browser's renderer gets none, and carries none of that code.
 */
export const NeverSlot = createContext<((slot: ReactNode) => ReactNode) | null>(null);
