import { isTemplateKey } from '../../schemas/template-key.ts';
import type { TemplateSummary } from '../../engine/studio/contract.ts';

/** Why `key` cannot name a new template, or null: clone-template's test (schemas/template-key.ts) and a key not taken. */
export function newKeyProblem(key: string, templates: readonly TemplateSummary[]): string | null {
  if (key === '') return 'a key is required';
  if (!isTemplateKey(key)) return `"${key}" is not a template key: lowercase letters then digits, e.g. slot10`;
  return templates.some((t) => t.key === key) ? `there is a template ${key} already` : null;
}

/** The first free key of the source's family word (`slot2` → `slot10` when slot1–slot9 exist), to offer as a start. */
export function suggestedKey(from: string, templates: readonly TemplateSummary[]): string {
  const word = /^_?([a-z]+)/.exec(from)?.[1] ?? 'brand';
  const taken = new Set(templates.map((t) => t.key));
  let n = 1;
  while (taken.has(`${word}${n}`)) n++;
  return `${word}${n}`;
}
