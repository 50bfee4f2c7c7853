/**
 * The operator surface's one door into tools/ (issue 30): the studio's model (catalog, page view,
 * edits), the lint it shows while editing and its pickers, plus where the config-lint settings the
 * gate reads are. The studio's API routes judge and change drafts with the very code config-lint and
 * the publish gate run.
 */
import { configDirFrom, ruleConfigRoot } from '../../../engine/lint/gate.ts';

export { liveSites } from '../../../engine/lint/gate.ts';
export { applyEdits, catalogOf, pageViewOf, StudioInputError } from '../../../engine/studio/index.ts';
export { lintView } from '../../../engine/studio/lint-view.ts';
export { judgeRebase } from '../../../engine/studio/rebase.ts';
export { assetList, MAX_LIMIT as MAX_MESSAGE_HITS, searchMessages } from '../../../engine/studio/messages.ts';
export type { Edit, EditRequest, EditResult, LintView, PageView, Position, PreviewLink, SiteSummary, When } from '../../../engine/studio/contract.ts';

/** The project the studio's lint and pickers read (locales/, public/) and where config-lint.json is: CONFIG_DIR's project, as the publisher reads it. */
export interface StudioProject {
  root: string;
  ruleRoot: string;
}

export function studioProjectFrom(env: NodeJS.ProcessEnv, root: string): StudioProject {
  return { root, ruleRoot: ruleConfigRoot(configDirFrom(env, root), root) };
}
