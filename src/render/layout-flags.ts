import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';

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
  const source = useContext(FlagSourceContext);
  const read = useCallback((value: (flag: string) => boolean) => flags.map((flag) => (value(flag) ? '1' : '0')).join(''), [flags]);
  return useSyncExternalStore(
    source?.subscribe ?? noSource,
    () => (source ? read((flag) => source.read(flag)) : ''),
    () => (source ? read((flag) => source.initial(flag)) : ''),
  );
}
