import type { FileKind } from '../project/config-files.ts';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

/** One format step. Migrations run in order of `from`, each exactly once per file. */
export interface Migration {
  from: number;
  to: number;
  description: string;
  /** returns the migrated document; must not mutate its input */
  migrate(doc: JsonObject, kind: FileKind): JsonObject;
}
