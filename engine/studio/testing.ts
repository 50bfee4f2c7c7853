import { join } from 'node:path';
import { gateFiles, readConfigFiles } from '../lint/gate.ts';
import { REPO_ROOT } from '../project/repo.ts';
import type { FileMap, StudioProblem } from './contract.ts';

let shipped: Readonly<FileMap> | undefined;

/** The repository's site-configs/ as a FileMap (what a draft of the seed revision holds), read once. */
export function shippedConfigs(): FileMap {
  shipped ??= Object.freeze(readConfigFiles(join(REPO_ROOT, 'site-configs')));
  return { ...shipped };
}

/** Every config-lint problem of a FileMap, judged in memory by the publish gate (no fleet). */
export function lintOf(files: FileMap): Pick<StudioProblem, 'ruleId' | 'severity' | 'file' | 'line' | 'pointer' | 'message'>[] {
  const r = gateFiles(files);
  return (r.ok ? r.warnings : r.problems).map((p) => ({
    ruleId: p.ruleId,
    severity: p.severity,
    file: p.file,
    line: p.line,
    pointer: p.pointer,
    message: p.message,
  }));
}

/** The error problems only. */
export const lintErrors = (files: FileMap) => lintOf(files).filter((p) => p.severity === 'error');

/** The lines of `after` that differ from `before`, as a compact diff (-/+ lines in order; equal head and tail left out). */
export function changedLines(before: string, after: string): string[] {
  const a = before.split('\n');
  const b = after.split('\n');
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail++;
  return [...a.slice(head, a.length - tail).map((l) => `-${l}`), ...b.slice(head, b.length - tail).map((l) => `+${l}`)];
}
