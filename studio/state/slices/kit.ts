/**
 * What every slice of the studio's store is made with, as Puck's editor makes its slices from the
 * store's `set` and `get`: those two over the whole state (slices read and write one another's fields),
 * the injected API, storage and clock, and the one queue that keeps the draft's writes in order.
 */
import type { Draft } from 'immer';
import type { StudioApi } from '../../api/client.ts';
import { ApiError } from '../../api/errors.ts';
import type { KeyValueStore } from '../autosave.ts';
import type { StudioState } from './studio-state.ts';

export interface StudioDeps {
  api: StudioApi;
  storage: KeyValueStore;
  now: () => number;
}

export type SetState = (recipe: (state: Draft<StudioState>) => void) => void;
export type GetState = () => StudioState;

export interface Kit extends StudioDeps {
  set: SetState;
  get: GetState;
  /** runs `task` after every task queued before it, whether they failed or not */
  serial<T>(task: () => Promise<T>): Promise<T>;
  /** An error the operator must hear about; a lost session ends the studio's session too. */
  failed(error: unknown, doing: string): void;
  /** the server no longer knows the operator: back to the login */
  sessionLost(): void;
  /** the signed-in account ('' when none) */
  account(): string;
}

export const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function createKit(set: SetState, get: GetState, deps: StudioDeps): Kit {
  // edits and undo steps go to the server one at a time, each on the version the last one made
  let queue: Promise<unknown> = Promise.resolve();
  const serial = <T>(task: () => Promise<T>): Promise<T> => {
    const run = queue.then(task, task);
    queue = run.catch(() => undefined);
    return run;
  };
  const sessionLost = () =>
    set((s) => {
      s.phase = 'signedOut';
      s.session = null;
    });
  const failed = (error: unknown, doing: string) => {
    if (error instanceof ApiError && error.sessionLost) {
      sessionLost();
      get().say('error', `Your session ended while ${doing}. Log in again to go on.`);
      return;
    }
    get().say('error', `Could not ${doing}: ${describe(error)}`);
  };
  return { ...deps, set, get, serial, failed, sessionLost, account: () => get().session?.account ?? '' };
}
