import { errorText, type EventLog } from '../../src/lib/event-log.ts';
import { emitOperatorEvent } from '../webhooks/emit.ts';
import { touchedTemplates } from './touched-templates.ts';
import { fileMapProblem, sortedFiles } from './file-map.ts';
import { gateFiles, liveSites, type GateCache, type GateResult } from './gate.ts';
import type { ConfigPublisher, ConfigStoreBackend, FileMap, LintSummary, PublishOutcome, PublishRequest, RevisionMeta } from './types.ts';
import type { LintProblem } from '../../schemas/lint-problem.ts';

export interface PublisherOptions {
  store: ConfigStoreBackend;
  /** where config-lint.json is read (the project of CONFIG_DIR, as config-lint finds it) */
  ruleRoot?: string;
  /** CONFIG_ALLOW_ERROR_SUPPRESSIONS=1: the audited override for every publish that does not say */
  allowErrorSuppressions?: boolean;
  /**
   * Whether the publisher writes the audit entry of each publish and refusal (actor = author, no
   * client address). The operator API, which audits its requests with the client's address itself,
   * turns it off; the watched directory and the CLIs leave it on.
   */
  audit?: boolean;
  /** each publish, rollback and refusal as an event (the server's logger; the CLIs keep their own output) */
  log?: EventLog;
}

const IN_MEMORY_DIR = 'site-configs/';

/** well above a config set's file count: past it the parse cache is dropped rather than grown */
const CACHE_LIMIT = 8_000;

const stored = (p: LintProblem): LintProblem => ({
  ruleId: p.ruleId,
  severity: p.severity,
  // the gate lints a FileMap as `site-configs/…`: the store names files by their FileMap keys
  file: p.file.startsWith(IN_MEMORY_DIR) ? p.file.slice(IN_MEMORY_DIR.length) : p.file,
  line: p.line,
  column: p.column,
  pointer: p.pointer,
  message: p.message,
});

/** The gate's verdict as the store keeps it. */
export function lintSummaryOf(result: GateResult): LintSummary {
  const problems = (result.ok ? result.warnings : result.problems).map(stored);
  const errors = problems.filter((p) => p.severity === 'error').length;
  return { errors, warnings: problems.length - errors, problems };
}

/** Problems as config-lint's text output prints them: `file:line:column  rule  message`. */
export function problemLines(lint: LintSummary): string {
  return lint.problems.map((p) => `${p.file}:${p.line}:${p.column}  ${p.ruleId}  ${p.message}`).join('\n');
}

const refusedPaths = (message: string): PublishOutcome => ({
  ok: false,
  status: 422,
  message,
  lint: { errors: 1, warnings: 0, problems: [{ ruleId: 'files', severity: 'error', file: '', line: 1, column: 1, pointer: '', message }] },
  report: message,
});

/**
 * The one way a config set goes live (types.ts ConfigPublisher): the files are judged in memory by
 * the gate the server serves through (every config-lint rule, config-lint.json, the fleet of sites
 * the store recorded), then stored and made live in one transaction if their parent is still live.
 * A forced publish (an admin's override of the fleet check) forgets the sites it takes down.
 */
export function createPublisher(
  options: PublisherOptions,
): ConfigPublisher & { judge(files: FileMap, request?: Partial<PublishRequest>): Promise<GateResult> } {
  const { store } = options;
  const log = options.log ?? (() => {});

  // parsed files kept between publishes: a publish usually changes one file of the set, and only that one is parsed again
  const cache: GateCache = new Map();

  async function judge(files: FileMap, request: Partial<PublishRequest> = {}, withFleet = true): Promise<GateResult> {
    const sites = withFleet ? liveSites(await store.sites()) : [];
    if (cache.size > CACHE_LIMIT) cache.clear();
    return gateFiles(files, {
      cache,
      ...(options.ruleRoot ? { ruleRoot: options.ruleRoot } : {}),
      allowErrorSuppressions: request.allowErrorSuppressions ?? options.allowErrorSuppressions ?? false,
      sites: () => sites,
      ...(request.force ? { force: () => `${request.author ?? 'an admin'} (forced)` } : {}),
    });
  }

  async function audit(request: PublishRequest, outcome: 'ok' | 'refused', revision: string | null, detail: Record<string, unknown>): Promise<void> {
    if (options.audit === false) return;
    await store.audit({ actor: request.author, action: request.kind, revision, client: null, outcome, detail: { message: request.message, ...detail } });
  }

  // webhooks (issue 50 part 4): the publish is made whatever happens here, so a failure to queue is logged, not thrown
  async function announce(request: PublishRequest, files: FileMap, revision: RevisionMeta): Promise<void> {
    if (request.kind === 'seed') return;
    try {
      // the parent's files are read only when some webhook may hear it
      if ((await store.webhooks()).length === 0) return;
      const before = request.parent === null ? {} : ((await store.revision(request.parent))?.files ?? {});
      await emitOperatorEvent(store, {
        event: request.kind === 'rollback' ? 'rollback' : 'publish',
        revision: revision.id,
        templates: touchedTemplates(before, files),
        actor: request.author,
        detail: {
          kind: request.kind,
          message: request.message,
          contentId: revision.contentId,
          parent: request.parent,
          ...(request.restores ? { restores: request.restores } : {}),
        },
      });
    } catch (error) {
      log(`config: the webhooks of ${revision.id} were not queued: ${errorText(error)}`, {
        event: 'webhook.queueFailed',
        level: 'error',
        revision: revision.id,
        err: error,
      });
    }
  }

  return {
    judge,
    async lint(files) {
      const problem = fileMapProblem(files);
      if (problem) return (refusedPaths(problem) as { lint: LintSummary }).lint;
      return lintSummaryOf(await judge(files, {}, false));
    },
    async publish(request) {
      const problem = fileMapProblem(request.files);
      const who = { kind: request.kind, author: request.author, parent: request.parent };
      if (problem) {
        log(`config: refused the ${request.kind} by ${request.author}: ${problem}`, {
          event: 'publish.refused',
          level: 'warn',
          ...who,
          status: 422,
          reason: problem,
        });
        await audit(request, 'refused', null, { status: 422, reason: problem });
        return refusedPaths(problem);
      }
      const files = sortedFiles(request.files);
      const result = await judge(files, request);
      const lint = lintSummaryOf(result);
      if (!result.ok) {
        log(`config: refused the ${request.kind} by ${request.author}: ${result.message}`, {
          event: 'publish.refused',
          level: 'warn',
          ...who,
          status: 422,
          reason: result.message,
          errors: lint.errors,
          problems: lint.problems,
          ...(result.revision ? { revision: result.revision } : {}),
        });
        await audit(request, 'refused', result.revision ?? null, { status: 422, reason: result.message, errors: lint.errors });
        return { ok: false, status: 422, message: result.message, lint, report: result.report, ...(result.revision ? { revision: result.revision } : {}) };
      }
      const published = await store.publish({
        files,
        parent: request.parent,
        author: request.author,
        message: request.message,
        kind: request.kind,
        ...(request.restores ? { restores: request.restores } : {}),
        lint,
      });
      if (!published.ok) {
        log(`config: refused the ${request.kind} by ${request.author}: its parent ${request.parent ?? 'none'} is no longer live`, {
          event: 'publish.refused',
          level: 'warn',
          ...who,
          status: 409,
          live: published.live,
        });
        await audit(request, 'refused', null, { status: 409, reason: 'stale parent', parent: request.parent, live: published.live });
        return { ok: false, status: 409, live: published.live };
      }
      const { revision } = published;
      if (result.forced) {
        const { domains, by } = result.forced;
        log(`config: forced publish ${revision.id} (${revision.contentId}) by ${by} takes down ${domains.join(', ')}`, {
          event: 'fleet.forgotten',
          level: 'warn',
          revision: revision.id,
          contentId: revision.contentId,
          by,
          domains,
        });
        await store.forgetSites(domains);
      }
      log(`config: ${request.kind} ${revision.id} (${revision.contentId}) by ${request.author}${request.restores ? ` restores ${request.restores}` : ''}`, {
        event: request.kind === 'rollback' ? 'rollback' : 'publish',
        ...who,
        revision: revision.id,
        contentId: revision.contentId,
        warnings: lint.warnings,
        ...(request.restores ? { restores: request.restores } : {}),
        ...(result.forced ? { forced: true, takesDown: result.forced.domains } : {}),
      });
      await announce(request, files, revision);
      await audit(request, 'ok', revision.id, {
        contentId: revision.contentId,
        warnings: lint.warnings,
        ...(request.restores ? { restores: request.restores } : {}),
        ...(result.forced ? { forced: true, takesDown: result.forced.domains } : {}),
        ...(result.audit.length ? { letThrough: result.audit } : {}),
      });
      return {
        ok: true,
        revision,
        lint,
        ...(result.forced ? { forced: { domains: result.forced.domains, problems: result.forced.problems.map(stored) } } : {}),
      };
    },
  };
}
