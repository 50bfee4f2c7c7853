import type { StudioProblem, TemplateSummary } from '../../engine/studio/contract.ts';
import { formatPointer, getAt } from '../../engine/project/json-pointer.ts';

/**
 * Where a template setting comes from, from the panel's three readings of the template: `own` (its
 * file), `merged` (after `extends`, what the site renders) and, when the shell has it, `base` (its
 * `extends` chain without it: what a reset brings back).
 */
export interface Layers {
  merged: Record<string, unknown>;
  own: Record<string, unknown>;
  base?: Record<string, unknown>;
  /** whether the template extends another (a reset may then bring back a base value) */
  extendsBase: boolean;
}

export interface Provenance {
  pointer: string;
  value: unknown;
  /** this template's file writes it */
  written: boolean;
  /**
   * removing what this template writes leaves a base value (so the removal is a "reset to inherited");
   * without `base` it is assumed whenever the template extends another
   */
  inherits: boolean;
}

export function provenance(layers: Layers, segments: readonly string[]): Provenance {
  const pointer = formatPointer(segments);
  const written = getAt(layers.own, pointer) !== undefined;
  const inherits = layers.base ? getAt(layers.base, pointer) !== undefined : layers.extendsBase;
  return { pointer, value: getAt(layers.merged, pointer), written, inherits };
}

/**
 * The lint problems to show on the field at `pointer`: those pointing at it or inside it, in this
 * template's file or in a base of its chain (a merged value such as a scheme's text colour is
 * located where it is written).
 */
export function problemsAt(problems: readonly StudioProblem[], files: readonly string[], pointer: string): string[] {
  return problems
    .filter((p) => (p.pointer === pointer || p.pointer.startsWith(`${pointer}/`)) && files.some((f) => p.file === f || p.file.endsWith(`/${f}`)))
    .map((p) => `${p.severity === 'error' ? 'Error' : 'Warning'} (${p.ruleId}): ${p.message}`);
}

/** The files of a template and of its `extends` chain, as the catalog names them. */
export function chainFiles(template: TemplateSummary, templates: readonly TemplateSummary[]): string[] {
  const files = [template.file];
  for (const key of template.extends) {
    const base = templates.find((t) => t.key === key);
    if (base) files.push(base.file);
  }
  return files;
}

/** What every section of the settings panel is handed. */
export interface SettingsScope {
  layers: Layers;
  /** a `setTemplate` for the template's own file; undefined deletes what it writes there */
  set: (segments: readonly string[], value?: unknown) => void;
  readOnly: boolean;
  problemsAt: (pointer: string) => string[];
}
