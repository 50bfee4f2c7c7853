/**
 * A template's three readings for its settings panel, from the draft's files: its own file, its
 * `extends` chain merged without it (what a reset brings back), and both merged (what the site renders),
 * with the JSON Merge Patch the server applies (src/config/merge-patch.ts).
 */
import type { FileMap, TemplateSummary } from '../../engine/studio/contract.ts';
import { mergePatch } from '../../src/config/merge-patch.ts';

export interface TemplateLayers {
  own: Record<string, unknown>;
  base: Record<string, unknown>;
  merged: Record<string, unknown>;
}

function parsed(files: FileMap, path: string | undefined): Record<string, unknown> {
  const text = path === undefined ? undefined : files[path];
  if (text === undefined) return {};
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    // a file lint reports as broken: the panel shows nothing it cannot read
    return {};
  }
}

export function templateLayers(files: FileMap, template: TemplateSummary, templates: readonly TemplateSummary[]): TemplateLayers {
  const own = parsed(files, template.file);
  // the chain is nearest base first; the merge starts from the root base
  const base = [...template.extends]
    .reverse()
    .reduce<Record<string, unknown>>((acc, key) => mergePatch(acc, parsed(files, templates.find((t) => t.key === key)?.file)), {});
  return { own, base, merged: mergePatch(base, own) };
}
