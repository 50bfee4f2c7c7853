import { use, useMemo, type ReactNode } from 'react';
import { IntlContext, useIntl } from './IntlContext.tsx';
import { loadedMessages, loadMessages } from './messages.ts';

/**
 * Text the server renders whose messages the page does not carry (a dialog shut on the first load): its
 * ids are not recorded, and whoever hydrates it waits for the language's full messages (`useAllMessagesToHydrate`).
 */
export function NotCarried({ children }: { children: ReactNode }) {
  const outer = useIntl();
  const value = useMemo(() => ({ ...outer, record: undefined }), [outer]);
  return <IntlContext.Provider value={value}>{children}</IntlContext.Provider>;
}

/**
 * Under `NotCarried`, while React hydrates: suspends until the language's full messages are here, so a
 * Suspense boundary around it keeps the server's text as it is (the page did not carry those messages).
 */
export function useAllMessagesToHydrate(hydrating: boolean): void {
  const { code, partial } = useIntl();
  if (hydrating && partial && !loadedMessages(code)) use(loadMessages(code));
}

/**
 * A `never` or `visible` slot as the server renders it (src/render/not-carried-slot.ts): its text stays the server's
 * until the language's full messages are here, so its messages are not carried.
 */
export const notCarriedSlot = (slot: ReactNode): ReactNode => <NotCarried>{slot}</NotCarried>;
