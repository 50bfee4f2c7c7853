/** The outline rows' view of who else selected them (studio/together/others.ts): empty outside a workspace. */
import { createContext } from 'react';

export const OthersOnNodes = createContext<ReadonlyMap<string, readonly string[]>>(new Map());
