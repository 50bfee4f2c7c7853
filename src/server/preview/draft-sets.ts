/**
 * The config sets of drafts as previews render them: each draft version is judged by the same gate
 * as a publish (config-lint's rules, in memory) once, and kept by draft id and version, so a preview
 * after an edit costs one gate run and every later request of that version none. A version the gate
 * refuses shows the draft's last clean version, with what refused the new one.
 */
import type { ConfigSet } from '../../config/config-set.ts';
import type { LintProblem } from '../../../schemas/lint-problem.ts';
import { gateFiles, type GateCache } from '../../../engine/store/gate.ts';
import { lintedClean } from './clean-lints.ts';
import type { ConfigStoreBackend, Draft, FileMap } from '../../../engine/store/types.ts';
import { revisionOfSubject } from './subject.ts';

/** What a preview of a draft renders. */
export type DraftView =
  | {
      kind: 'set';
      set: ConfigSet;
      /** the draft version the set was built from */
      version: number;
      /** the draft's current version, when it is refused and an earlier clean one is shown */
      refused?: { version: number; message: string; problems: LintProblem[] };
      /** the gate's time for this version, when this request ran it (ms) */
      gateMs?: number;
    }
  | { kind: 'refused'; version: number; message: string; problems: LintProblem[] }
  | { kind: 'missing' };

export type Judge = (files: FileMap) => { ok: true; set: ConfigSet } | { ok: false; message: string; problems: LintProblem[] };

/** well above a config set's file count: past it the parse cache is dropped rather than grown */
const CACHE_LIMIT = 8_000;

/**
 * The gate of src/server/config/configs.ts, as a publish of this server runs it, with two savings a preview
 * can make: parsed files kept between versions (an edit changes one file of thousands), and no rules
 * run again on a set the studio's lint just found clean in this process (clean-lints.ts).
 */
export function gateJudge(ruleRoot: string, allowErrorSuppressions: boolean): Judge {
  const cache: GateCache = new Map();
  return (files) => {
    if (cache.size > CACHE_LIMIT) cache.clear();
    const result = gateFiles(files, { ruleRoot, allowErrorSuppressions, cache, judged: lintedClean(ruleRoot, files) });
    return result.ok ? { ok: true, set: result.set } : { ok: false, message: result.message, problems: result.problems };
  };
}

/** How many draft versions stay built: a few operators each editing one draft. */
export const KEEP_VERSIONS = 16;

export function createDraftSets(options: {
  drafts: Pick<ConfigStoreBackend, 'draft'>;
  /** where a revision's preview (subject.ts) reads its files; without it every revision is missing */
  revisions?: Pick<ConfigStoreBackend, 'revision'>;
  judge: Judge;
  keep?: number;
  /**
   * Hears that a draft may have changed (draft-saves.ts, the store's activity); returns the unsubscribe:
   * a preview waiting for a version looks again at once instead of at its next poll
   */
  saved?: (listener: () => void) => () => void;
}) {
  const keep = options.keep ?? KEEP_VERSIONS;
  type Judged = ReturnType<Judge>;
  const judged = new Map<string, Judged>();
  /** per draft, its newest version that passed: shown while a later one is refused */
  const clean = new Map<string, { version: number; set: ConfigSet }>();
  /** sets previews rendered, by revision: client navigations ask for their trees (/__config/<revision>/…) */
  const byRevision = new Map<string, ConfigSet>();

  const remember = <K, V>(map: Map<K, V>, key: K, value: V) => {
    map.delete(key);
    map.set(key, value);
    while (map.size > keep) map.delete(map.keys().next().value as K);
  };

  function judgeVersion(draft: Draft): { result: Judged; ms?: number } {
    const key = `${draft.id}@${draft.version}`;
    const known = judged.get(key);
    if (known) return { result: known };
    const t0 = performance.now();
    const result = options.judge(draft.files);
    const ms = performance.now() - t0;
    remember(judged, key, result);
    return { result, ms };
  }

  /** A published revision as a preview renders it: it never changes, so it is judged once while kept. */
  async function revisionView(subject: string, id: string): Promise<DraftView> {
    const key = `${subject}@0`;
    let result = judged.get(key);
    let ms: number | undefined;
    if (!result) {
      const revision = await options.revisions?.revision(id);
      if (!revision) return { kind: 'missing' };
      const t0 = performance.now();
      result = options.judge(revision.files);
      ms = performance.now() - t0;
      remember(judged, key, result);
    }
    if (!result.ok) return { kind: 'refused', version: 0, message: result.message, problems: result.problems };
    remember(byRevision, `${subject} ${result.set.revision}`, result.set);
    return { kind: 'set', set: result.set, version: 0, ...(ms === undefined ? {} : { gateMs: ms }) };
  }

  return {
    /**
     * The draft's current version as a preview renders it (the store is asked for the draft each time: an
     * edit shows at once), or the revision a `revision:<id>` subject names (version 0).
     */
    async view(id: string): Promise<DraftView> {
      const revision = revisionOfSubject(id);
      if (revision !== undefined) return revisionView(id, revision);
      const draft = await options.drafts.draft(id);
      if (!draft) return { kind: 'missing' };
      const { result, ms } = judgeVersion(draft);
      if (result.ok) {
        const last = clean.get(draft.id);
        if (!last || last.version <= draft.version) remember(clean, draft.id, { version: draft.version, set: result.set });
        remember(byRevision, `${draft.id} ${result.set.revision}`, result.set);
        return { kind: 'set', set: result.set, version: draft.version, ...(ms === undefined ? {} : { gateMs: ms }) };
      }
      const refused = { version: draft.version, message: result.message, problems: result.problems };
      const last = clean.get(draft.id);
      if (last) return { kind: 'set', set: last.set, version: last.version, refused, ...(ms === undefined ? {} : { gateMs: ms }) };
      return { kind: 'refused', ...refused };
    },
    /**
     * A template file of a draft being previewed (its newest clean version), by key: the embedded
     * demo backend serves `<key>.localhost` for a template only a draft has (a clone not yet
     * published), so it can be previewed before it is live (src/server/proxy/backend.ts).
     */
    template(key: string): unknown {
      let found: unknown;
      // newest last: a key two drafts hold shows the one previewed last
      for (const { set } of clean.values()) if (Object.hasOwn(set.templates, key)) found = set.templates[key];
      return found;
    },
    /**
     * Waits (at most `timeoutMs`) until the draft has reached `version`: the studio asks for the frame
     * of the version its edit in flight will save, so the page renders while the edit's lint runs. It
     * looks again when told of a save (`saved`), and every `everyMs` for a save no one tells of.
     */
    async until(id: string, version: number, timeoutMs = 2_000, everyMs = 15): Promise<void> {
      if (revisionOfSubject(id) !== undefined) return;
      const end = performance.now() + timeoutMs;
      // heard during a look at the store: the next wait ends at once (the save may have landed after the read)
      let heard = false;
      const hear = () => {
        heard = true;
      };
      let wake: () => void = hear;
      const stop = options.saved?.(() => wake());
      try {
        for (;;) {
          const draft = await options.drafts.draft(id);
          if (!draft || draft.version >= version || performance.now() >= end) return;
          if (heard) {
            heard = false;
            continue;
          }
          await new Promise<void>((ok) => {
            const done = () => {
              clearTimeout(timer);
              wake = hear;
              ok();
            };
            const timer = setTimeout(done, everyMs);
            wake = done;
          });
        }
      } finally {
        stop?.();
      }
    },
    /** A set a preview of `draft` rendered, by its revision (for that draft's client navigations only). */
    setOf(revision: string, draft: string): ConfigSet | undefined {
      return byRevision.get(`${draft} ${revision}`);
    },
  };
}

export type DraftSets = ReturnType<typeof createDraftSets>;
