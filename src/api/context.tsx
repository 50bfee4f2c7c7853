import { createContext, useContext } from 'react';
import type { Api } from './client.ts';

export const ApiContext = createContext<Api | null>(null);

/** The typed client of §7 the composition root chose (fetch in the browser, in-process on the server). */
export function useApi(): Api {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useApi outside ApiContext');
  return api;
}
