import type { ValidationIssue, Validator } from '../../../../schemas/validator-types.ts';

interface Slot {
  next: WeakMap<object, Slot>;
  verdicts: Map<Validator, ValidationIssue[] | null>;
}

const roots = new WeakMap<object, Slot>();

/**
 * `validate(doc)`'s issues (null when it passes), kept for as long as the objects `doc` was made from
 * live: a file's own data, or a merged template's chain. The parse cache (engine/project/project.ts
 * FileCache) hands an unchanged file back as the same object, so an edit re-validates only what it
 * changed; any key that is not an object (a file that did not parse) validates every time.
 */
export function issuesOf(validate: Validator, doc: unknown, madeOf: readonly unknown[] = [doc]): ValidationIssue[] | null {
  let slot: Slot | undefined;
  let level = roots;
  for (const key of madeOf) {
    if (typeof key !== 'object' || key === null) return run(validate, doc);
    slot = level.get(key);
    if (!slot) {
      slot = { next: new WeakMap(), verdicts: new Map() };
      level.set(key, slot);
    }
    level = slot.next;
  }
  if (!slot) return run(validate, doc);
  const known = slot.verdicts.get(validate);
  if (known !== undefined) return known;
  const issues = run(validate, doc);
  slot.verdicts.set(validate, issues);
  return issues;
}

/** the validator's own list is overwritten by its next call: a copy is kept */
function run(validate: Validator, doc: unknown): ValidationIssue[] | null {
  return validate(doc) ? null : [...(validate.errors ?? [])];
}
