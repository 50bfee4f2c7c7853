import { rememberCleanLint } from '../preview/clean-lints.ts';
import type { FileMap } from '../../../engine/store/types.ts';
import type { OperatorContext } from './context.ts';
import { lintView, liveSites, type LintView, type SiteSummary } from './studio-tools.ts';

/** The sites the store recorded serving, without those unseen for 30 days: what the fleet check protects. */
export async function fleetOf(ctx: OperatorContext): Promise<SiteSummary[]> {
  // the languages a site offers go with it: the studio's brand copy is written in them
  return liveSites(await ctx.deps.store.backend.sites()).map((s) => ({
    domain: s.domain,
    theme_code: s.theme_code,
    theme_color: s.theme_color,
    ...(s.languages ? { languages: s.languages } : {}),
  }));
}

/** A draft's lint as the studio shows it: its files as the publish gate judges them, with the live sites. */
export async function lintOf(ctx: OperatorContext, files: FileMap): Promise<LintView> {
  const sites = await fleetOf(ctx);
  const project = ctx.deps.project;
  const view = lintView(files, { sites, ...(project ? { root: project.root, ruleRoot: project.ruleRoot } : {}) });
  // the preview of this version, in this process, need not run the same rules on the same files again
  if (project && view.errors === 0) rememberCleanLint(project.ruleRoot, files);
  return view;
}
