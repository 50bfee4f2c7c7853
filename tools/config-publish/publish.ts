/**
 * `npx config-publish --from site-configs --message "…"`: publishes a config directory through the
 * operator API (OPERATOR_URL, default http://127.0.0.1:3001) with an operator token (OPERATOR_TOKEN,
 * from `npx operator token <name>`), on top of the live revision. Exit 0: published; 1: refused (lint
 * errors printed as config-lint prints them, a stale parent, a role or scope the token lacks);
 * 2: usage, a missing token, or no answer from the server.
 */
import { formatText } from '../../engine/lint/formatters/text.ts';
import type { LintProblem } from '../../schemas/lint-problem.ts';

export const USAGE = `usage: config-publish --from DIR --message TEXT
  OPERATOR_URL    the operator API (default http://127.0.0.1:3001)
  OPERATOR_TOKEN  an operator token with the publisher role (npx operator token <name>)`;

export interface PublishIo {
  out: (line: string) => void;
  err: (line: string) => void;
  fetch: typeof fetch;
  readFiles: (dir: string) => Record<string, string>;
}

export interface PublishArgs {
  from: string;
  message: string;
}

export function parseArgs(args: string[]): PublishArgs | string {
  let from: string | undefined;
  let message: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    const value = args[i + 1];
    if (arg === '--from' || arg === '--message') {
      if (value === undefined) return `${arg} needs a value`;
      if (arg === '--from') from = value;
      else message = value;
      i++;
    } else return `unknown argument ${arg}`;
  }
  if (!from) return '--from DIR is required';
  if (!message?.trim()) return '--message TEXT is required (it is kept with the revision)';
  return { from, message };
}

type Answer = { status: number; json: Record<string, unknown> };

async function call(io: PublishIo, url: string, token: string, path: string, body?: unknown): Promise<Answer> {
  const response = await io.fetch(`${url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    signal: AbortSignal.timeout(120_000),
  });
  const text = await response.text();
  let json: Record<string, unknown>;
  try {
    json = JSON.parse(text) as Record<string, unknown>;
  } catch {
    json = { error: { message: text.slice(0, 500) } };
  }
  return { status: response.status, json };
}

const errorOf = (answer: Answer) => (answer.json['error'] ?? {}) as { code?: string; message?: string; lint?: { problems?: LintProblem[] }; live?: string };

/** The problems as config-lint's text formatter prints them, with each path inside the published directory. */
export function formatProblems(problems: readonly LintProblem[], from: string, ms: number): string {
  const prefix = from.replace(/\/+$/, '');
  return formatText(
    {
      problems: problems.map((p) => ({ ...p, file: p.file.startsWith(`${prefix}/`) ? p.file : `${prefix}/${p.file}`, endLine: p.line, endColumn: p.column })),
      fileCount: new Set(problems.map((p) => p.file)).size,
      errorCount: problems.filter((p) => p.severity === 'error').length,
      warningCount: problems.filter((p) => p.severity === 'warning').length,
      ms,
    },
    ms,
  );
}

export async function runPublish(argv: string[], env: NodeJS.ProcessEnv, io: PublishIo): Promise<number> {
  const started = performance.now();
  const args = parseArgs(argv);
  if (typeof args === 'string') {
    io.err(`config-publish: ${args}\n${USAGE}`);
    return 2;
  }
  const token = env['OPERATOR_TOKEN'];
  if (!token) {
    io.err(`config-publish: OPERATOR_TOKEN is not set\n${USAGE}`);
    return 2;
  }
  const url = (env['OPERATOR_URL'] ?? 'http://127.0.0.1:3001').replace(/\/+$/, '');
  let files: Record<string, string>;
  try {
    files = io.readFiles(args.from);
  } catch (error) {
    io.err(`config-publish: cannot read ${args.from}: ${error instanceof Error ? error.message : String(error)}`);
    return 2;
  }
  if (Object.keys(files).length === 0) {
    io.err(`config-publish: ${args.from} holds no .json configs`);
    return 2;
  }
  try {
    const live = await call(io, url, token, '/api/revisions/live');
    if (live.status !== 200) {
      io.err(`config-publish: ${live.status} ${errorOf(live).message ?? ''} (reading the live revision)`);
      return live.status === 401 ? 2 : 1;
    }
    const parent = String(live.json['id']);
    const answer = await call(io, url, token, '/api/publish', { files, parent, message: args.message });
    const ms = performance.now() - started;
    if (answer.status === 201) {
      const revision = answer.json['revision'] as { id: string; contentId: string; lint: { warnings: number; problems: LintProblem[] } };
      const warnings = revision.lint.problems.filter((p) => p.severity === 'warning');
      if (warnings.length > 0) io.out(formatProblems(warnings, args.from, ms));
      io.out(
        `config-publish: published revision ${revision.id} (content ${revision.contentId}) from ${args.from}, ${Object.keys(files).length} files, on top of ${parent}`,
      );
      return 0;
    }
    const error = errorOf(answer);
    if (answer.status === 422) {
      io.out(formatProblems(error.lint?.problems ?? [], args.from, ms));
      io.err(`config-publish: refused: ${error.message ?? 'lint errors'}; nothing was published`);
      return 1;
    }
    io.err(`config-publish: refused (${answer.status} ${error.code ?? ''}): ${error.message ?? ''}`);
    return answer.status === 401 || answer.status === 400 || answer.status === 413 ? 2 : 1;
  } catch (error) {
    io.err(`config-publish: no answer from ${url}: ${error instanceof Error ? error.message : String(error)}`);
    return 2;
  }
}
