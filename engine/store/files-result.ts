import type { ForcedPublish } from './types.ts';
import type { LintProblem } from '../../schemas/lint-problem.ts';
import type { RevisionMeta } from './types.ts';

/**
 * What importing a watched CONFIG_DIR came to. In cluster mode the primary imports and sends this
 * to every worker (src/server/process/cluster.ts), whose /healthz/config shows it.
 */
export type FilesResult =
  | { kind: 'published'; revision: RevisionMeta; forced?: ForcedPublish }
  /** the directory holds what is live already (a repaired edit, a save without a change) */
  | { kind: 'unchanged'; contentId: string }
  | { kind: 'refused'; reason: string; message: string; problems: LintProblem[]; report: string };

/** The message the primary sends its workers. */
export interface FilesMessage {
  type: 'config-files';
  watching?: boolean;
  result?: FilesResult;
}

export function isFilesMessage(value: unknown): value is FilesMessage {
  return typeof value === 'object' && value !== null && (value as { type?: unknown }).type === 'config-files';
}
