/**
 * The operator's unsaved work in the browser's storage: the edits the server has not taken (it failed, or
 * the session ended), with the draft version they were made on, so a reload or a new login sends them
 * again instead of losing them. One record per account.
 */
import type { Edit } from '../../engine/studio/contract.ts';

export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface UnsavedWork {
  account: string;
  draftId: string;
  /** the draft version the edits were made on */
  version: number;
  edits: Edit[];
  /** the view the operator was on, to answer with */
  view?: { template: string; page: string };
  savedAt: number;
}

const keyOf = (account: string) => `studio:unsaved:${account}`;

export function saveUnsaved(storage: KeyValueStore, work: UnsavedWork): void {
  try {
    storage.setItem(keyOf(work.account), JSON.stringify(work));
  } catch {
    // a full or unavailable storage: the work stays in memory and the notice says it is not saved
  }
}

export function loadUnsaved(storage: KeyValueStore, account: string): UnsavedWork | undefined {
  let text: string | null;
  try {
    text = storage.getItem(keyOf(account));
  } catch {
    return undefined;
  }
  if (!text) return undefined;
  try {
    const value = JSON.parse(text) as Partial<UnsavedWork>;
    if (value.account !== account || typeof value.draftId !== 'string' || typeof value.version !== 'number' || !Array.isArray(value.edits)) return undefined;
    return value as UnsavedWork;
  } catch {
    return undefined;
  }
}

export function clearUnsaved(storage: KeyValueStore, account: string): void {
  try {
    storage.removeItem(keyOf(account));
  } catch {
    // nothing to clear in an unavailable storage
  }
}

/** localStorage that never throws (private mode, no window). */
export function browserStorage(): KeyValueStore {
  const local = (): Storage | undefined => {
    try {
      return globalThis.localStorage;
    } catch {
      return undefined;
    }
  };
  return {
    getItem: (key) => local()?.getItem(key) ?? null,
    setItem: (key, value) => local()?.setItem(key, value),
    removeItem: (key) => local()?.removeItem(key),
  };
}
