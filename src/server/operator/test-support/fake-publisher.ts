/**
 * A stand-in for the store branch's ConfigPublisher until it lands: the files are written to a
 * temporary directory and judged by the real config-lint gate (tools/config-lint/gate.ts, the same
 * rules as CI and the server), then published to the backend if no error stands.
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { readConfigSet } from '../../../../tools/config-lint/gate.ts';
import { REPO_ROOT } from '../../../../tools/shared/repo.ts';
import type { ConfigPublisher, ConfigStoreBackend, FileMap, LintSummary, PublishOutcome, PublishRequest, StoredProblem } from '../../store/types.ts';

function judge(files: FileMap, options: { allowErrorSuppressions?: boolean; sites?: () => { domain: string; theme_code: string; theme_color: string }[] }) {
  const dir = mkdtempSync(join(tmpdir(), 'fake-publisher-'));
  try {
    for (const [name, text] of Object.entries(files)) {
      const path = join(dir, ...name.split('/'));
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, text);
    }
    const result = readConfigSet(dir, REPO_ROOT, options);
    // the gate names files from a root of its choosing: keep what follows the directory's own name
    const inside = (file: string) => {
      const at = file.indexOf(`${basename(dir)}/`);
      return at >= 0 ? file.slice(at + basename(dir).length + 1) : file;
    };
    const problems: StoredProblem[] = (result.ok ? result.warnings : result.problems).map((p) => ({
      ruleId: p.ruleId,
      severity: p.severity,
      file: inside(p.file),
      line: p.line,
      column: p.column,
      pointer: p.pointer,
      message: p.message,
    }));
    const lint: LintSummary = {
      errors: problems.filter((p) => p.severity === 'error').length,
      warnings: problems.filter((p) => p.severity === 'warning').length,
      problems,
    };
    return { ok: result.ok, message: result.ok ? '' : result.message, lint };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export function fakePublisher(backend: ConfigStoreBackend): ConfigPublisher {
  return {
    async lint(files) {
      return judge(files, {}).lint;
    },
    async publish(request: PublishRequest): Promise<PublishOutcome> {
      const live = (await backend.liveId()) ?? null;
      if (request.parent !== live) return { ok: false, status: 409, live };
      const sites = request.force ? [] : await backend.sites();
      const verdict = judge(request.files, { allowErrorSuppressions: request.allowErrorSuppressions, sites: () => sites });
      if (!verdict.ok) return { ok: false, status: 422, message: verdict.message, lint: verdict.lint };
      const { force: _force, allowErrorSuppressions: _allow, ...input } = request;
      const stored = await backend.publish({ ...input, lint: verdict.lint });
      if (!stored.ok) return { ok: false, status: 409, live: stored.live };
      return { ok: true, revision: stored.revision, lint: verdict.lint };
    },
  };
}
