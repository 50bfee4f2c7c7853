import type { Provenance } from './template-values.ts';

/**
 * Where a setting comes from, and the one-step way back: "Reset to inherited" when this template
 * overrides a base value, "Remove" when only this template writes it (`removable`).
 */
export function Origin({
  at,
  label,
  onReset,
  readOnly,
  removable = false,
}: {
  at: Provenance;
  label: string;
  onReset: () => void;
  readOnly: boolean;
  removable?: boolean;
}) {
  const from = at.written ? (at.inherits ? 'overrides the base' : 'written here') : at.value === undefined ? 'not set' : 'inherited';
  const action = at.inherits ? 'Reset to inherited' : removable ? 'Remove' : null;
  return (
    <>
      <span className={`studio-origin studio-origin-${at.written ? 'own' : 'base'}`}>{from}</span>
      {at.written && action && !readOnly ? (
        <button type="button" className="studio-reset" aria-label={`${action}: ${label}`} onClick={onReset}>
          {action}
        </button>
      ) : null}
    </>
  );
}
