/**
 * Draft versions the operator API of this server just saved, told to the previews waiting for them
 * (draft-sets.ts `until`): the studio asks for the frame of the version its edit in flight will save,
 * and the preview then starts the moment the save lands instead of at its next look at the store. The
 * operator surface runs in the cluster's supervisor and previews in its workers: each save is sent to
 * them over the cluster's channel (src/server/cli.ts). A save made by another server reaches a
 * preview through the store's own activity (Postgres NOTIFY), or its next look (SQLite).
 */
import type { ConfigStoreBackend } from '../../../engine/store/types.ts';

/** What the supervisor sends its workers: a draft's id and the version saved (never its files). */
export interface DraftSavedMessage {
  type: 'draft-saved';
  draft: string;
  version: number;
}

export const isDraftSavedMessage = (value: unknown): value is DraftSavedMessage =>
  typeof value === 'object' &&
  value !== null &&
  (value as { type?: unknown }).type === 'draft-saved' &&
  typeof (value as { draft?: unknown }).draft === 'string' &&
  (value as { draft: string }).draft.length <= 100 &&
  Number.isSafeInteger((value as { version?: unknown }).version);

const listeners = new Set<(saved: { draft: string; version: number }) => void>();

/** A draft version is in the store (saved here, or a message from the supervisor that saved it): told to every listener. */
export function draftSaved(draft: string, version: number): void {
  for (const listener of listeners) listener({ draft, version });
}

/** Hears each draft version saved (the supervisor passes them to its workers; a preview stops waiting); returns the unsubscribe. */
export function onDraftSaved(listener: (saved: { draft: string; version: number }) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A preview's `saved` (draft-sets.ts): the saves told here, and the store's activity (another server's, under Postgres). */
export function savesOf(store: Pick<ConfigStoreBackend, 'onActivity'>): (wake: () => void) => () => void {
  return (wake) => {
    const stops = [onDraftSaved(wake), store.onActivity(wake)];
    return () => stops.forEach((stop) => stop());
  };
}
