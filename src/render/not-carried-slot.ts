import { createContext, type ReactNode } from 'react';
import type { HydratePlan } from './types.ts';

/**
 * What the server wraps a slot whose messages the page does not carry in (src/app/entry-server.tsx:
 * `notCarriedSlot`): no render in the browser formats its text before the language's full messages are
 * here, so the page need not carry its messages (src/i18n/FirstMessages.tsx). A `never` slot keeps the
 * server's HTML on a first load (0.56 kB gz less on casino1 `/rus`); a `visible` one, woken by a scroll,
 * waits for the language's messages with its code and data and hydrates in place with the server's very
 * text (HydrateSlot; docs/performance.md). The browser's renderer gets none, and carries none of that code.
 */
export const NotCarriedSlot = createContext<((slot: ReactNode) => ReactNode) | null>(null);

/** The plans whose slots' messages a page does not carry. */
export const messagesNotCarried = (plan: HydratePlan): boolean => plan === 'never' || plan === 'visible';
