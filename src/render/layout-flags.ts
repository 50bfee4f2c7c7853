import { createContext, useContext, useSyncExternalStore } from 'react';

/**
 * The §3 layout flags as the page's composition root keeps them (src/app): the player's stored
 * choices, which the server cannot see, so it renders every flag's default.
 */
export interface FlagSource {
  subscribe(onChange: () => void): () => void;
  /** the flag's value in this browser: its default until the stored flags have been read */
  read(flag: string): boolean;
  /** what the server renders */
  initial(flag: string): boolean;
}

export const FlagSourceContext = createContext<FlagSource | null>(null);

const noSource = () => () => {};

/**
 * The flags a deferred slot's widgets follow, a character each: their defaults on the server and
 * while hydrating, this browser's values after. Each slot subscribes for its own flags, so a flag
 * the player changes re-renders the slots that follow it, not the page.
 */
export function useFollowedFlags(flags: readonly string[]): string {
  const context = useContext(FlagSourceContext);
  // a slot whose widgets follow no flag does not listen to the store at all
  const source = flags.length > 0 ? context : null;
  const value = (of: (flag: string) => boolean) => flags.map((flag) => (of(flag) ? '1' : '0')).join('');
  return useSyncExternalStore(
    source?.subscribe ?? noSource,
    () => (source ? value((flag) => source.read(flag)) : ''),
    () => (source ? value((flag) => source.initial(flag)) : ''),
  );
}
