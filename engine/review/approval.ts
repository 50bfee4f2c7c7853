/**
 * Four-eyes publishing (issue 49 part 3, docs/operators.md "Review and approval"): which templates
 * need an approval before a change to them goes live, and whether a draft's approvals give it. A
 * template needs one when its `publishing.approval` (merged through `extends`, like every template
 * setting) is `required`, or when its regulator's data asks for it (schemas/jurisdictions.ts
 * `publishingApproval`), whatever the template says. The operator API's one publish path asks this
 * module; so does anything else that publishes a draft (a scheduled publish).
 */
import { extendsChain, mergeChain } from '../../src/config/resolve-template.ts';
import { jurisdictionRules } from '../../schemas/jurisdictions.ts';
import { isRecord } from '../../schemas/is-record.ts';
import type { JurisdictionRules } from '../../schemas/jurisdiction.ts';
import type { Approval, ApprovalVerdict } from '../../schemas/operator-api/review.ts';
import type { Touched } from '../accounts/roles.ts';
import { contentIdOf } from '../store/content-id.ts';
import type { Draft, FileMap } from '../store/types.ts';

const TEMPLATE_FILE = /^templates\/([a-z_][a-z0-9_-]*)\.json$/;

/** How a regulator id is looked up: the shipped data, or a test's. */
export type RegulatorLookup = (id: string) => Pick<JurisdictionRules, 'publishingApproval'> | undefined;

function parsedTemplates(files: FileMap): Map<string, Record<string, unknown>> {
  const out = new Map<string, Record<string, unknown>>();
  for (const [path, text] of Object.entries(files)) {
    const key = TEMPLATE_FILE.exec(path)?.[1];
    if (!key) continue;
    try {
      const data: unknown = JSON.parse(text);
      if (isRecord(data)) out.set(key, data);
    } catch {
      // a file that does not parse is config-lint's to refuse: it requires nothing here
    }
  }
  return out;
}

/** The keys of the templates of a config set whose changes need an approval, sorted. */
export function templatesRequiringApproval(files: FileMap, regulator: RegulatorLookup = jurisdictionRules): string[] {
  const templates = parsedTemplates(files);
  const out: string[] = [];
  for (const [key, data] of templates) {
    const { chain, broken } = extendsChain(
      data,
      (t) => t['extends'],
      (k) => templates.get(k),
    );
    // a broken chain is judged on what it has: the template's own settings and the bases it reaches
    const merged = mergeChain(broken?.kind === 'cycle' ? [data] : chain);
    const publishing = merged['publishing'];
    const jurisdiction = merged['jurisdiction'];
    const byTemplate = isRecord(publishing) && publishing['approval'] === 'required';
    const byRegulator =
      isRecord(jurisdiction) && typeof jurisdiction['regulator'] === 'string' && regulator(jurisdiction['regulator'])?.publishingApproval === 'required';
    if (byTemplate || byRegulator) out.push(key);
  }
  return out.sort();
}

/**
 * The templates a change from `parent` to `files` needs an approval for: those it touches that need
 * one before or after it (turning the requirement off is itself approved).
 */
export function approvalNeeded(parent: FileMap, files: FileMap, touched: Touched, regulator: RegulatorLookup = jurisdictionRules): string[] {
  const requiring = new Set([...templatesRequiringApproval(parent, regulator), ...templatesRequiringApproval(files, regulator)]);
  return [...requiring].filter((key) => touched === '*' || touched.includes(key)).sort();
}

/**
 * Whether a draft may be published as far as approval goes: an approval by someone who never
 * edited it, covering every template that needs one, of exactly the files it holds now.
 */
export function approvalVerdict(
  draft: Pick<Draft, 'files' | 'editors'>,
  approvals: readonly Approval[],
  templatesRequiringApproval: readonly string[],
): ApprovalVerdict {
  const needed = [...templatesRequiringApproval].sort();
  if (needed.length === 0) return { ok: true };
  const independent = approvals.filter((a) => !draft.editors.includes(a.by) && needed.every((t) => a.templates.includes(t)));
  const contentId = contentIdOf(draft.files);
  const current = independent.findLast((a) => a.contentId === contentId);
  if (current) return { ok: true, approval: current };
  const earlier = independent.at(-1);
  return earlier ? { ok: false, error: 'approvalStale', templates: needed, approval: earlier } : { ok: false, error: 'approvalRequired', templates: needed };
}

/**
 * The publish path's check: a change from `parent` to `files` touching `touched`, with the draft's
 * editors and approvals when it is a draft's (a bare config set has none, so it needs a draft
 * whenever a template it touches needs approval).
 */
export function publishVerdict(
  parent: FileMap,
  change: { files: FileMap; editors?: readonly string[]; approvals?: readonly Approval[] },
  touched: Touched,
  regulator: RegulatorLookup = jurisdictionRules,
): ApprovalVerdict {
  const needed = approvalNeeded(parent, change.files, touched, regulator);
  return approvalVerdict({ files: change.files, editors: [...(change.editors ?? [])] }, change.approvals ?? [], needed);
}
