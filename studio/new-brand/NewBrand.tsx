import { useId, useRef, useState } from 'react';
import type { Catalog, Edit } from '../../engine/studio/contract.ts';
import type { Permissions } from '../panels.ts';
import { FieldMessages } from '../pickers/FieldMessages.tsx';
import { Modal } from '../shell/Modal.tsx';
import { newKeyProblem, suggestedKey } from './key-check.ts';

export interface NewBrandProps {
  catalog: Catalog;
  onEdit: (edit: Edit) => void;
  permissions: Permissions;
}

/**
 * New brand (issue 30 part 9): a template cloned from another as clone-template clones, i.e. a new
 * file that extends the source and writes only its differences. The dialog checks the key as the
 * tool does, and sends one `cloneTemplate` edit.
 */
export function NewBrand({ catalog, onEdit, permissions }: NewBrandProps) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={opener}
        type="button"
        disabled={!permissions.edit}
        title={permissions.edit ? undefined : 'Your role cannot create templates'}
        onClick={() => setOpen(true)}
      >
        New brand…
      </button>
      {open ? (
        <CloneDialog
          catalog={catalog}
          onClose={() => setOpen(false)}
          onClone={(edit) => {
            onEdit(edit);
            setOpen(false);
          }}
        />
      ) : null}
    </>
  );
}

function CloneDialog({ catalog, onClose, onClone }: { catalog: Catalog; onClose: () => void; onClone: (edit: Edit) => void }) {
  const id = useId();
  const concrete = catalog.templates.filter((t) => !t.abstract);
  const bases = catalog.templates.filter((t) => t.abstract);
  const [from, setFrom] = useState(concrete[0]?.key ?? bases[0]?.key ?? '');
  const [key, setKey] = useState('');
  const [label, setLabel] = useState('');
  const [layout, setLayout] = useState('');
  const [error, setError] = useState<string | null>(null);
  const source = catalog.templates.find((t) => t.key === from);
  const submit = () => {
    const problem = newKeyProblem(key.trim(), catalog.templates);
    setError(problem);
    if (problem || !source) return;
    onClone({ op: 'cloneTemplate', from, key: key.trim(), ...(label.trim() ? { label: label.trim() } : {}), ...(layout ? { layout } : {}) });
  };
  const option = (t: (typeof catalog.templates)[number]) => (
    <option key={t.key} value={t.key}>
      {t.key} — {t.label}
    </option>
  );
  return (
    <Modal labelledBy={`${id}-title`} describedBy={`${id}-about`} onClose={onClose}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <h2 id={`${id}-title`}>New brand</h2>
        <p id={`${id}-about`}>
          The new template <strong>extends</strong> the one you pick: it starts identical and writes only what you change, as patches by node id. Later changes
          to the source reach it too, unless it overrides them.
        </p>
        <label htmlFor={`${id}-from`}>Start from</label>
        <select id={`${id}-from`} value={from} onChange={(e) => setFrom(e.target.value)}>
          <optgroup label="Templates">{concrete.map(option)}</optgroup>
          {bases.length ? <optgroup label="Family bases">{bases.map(option)}</optgroup> : null}
        </select>
        <label htmlFor={`${id}-key`}>Key (its theme_code)</label>
        <input
          id={`${id}-key`}
          value={key}
          placeholder={suggestedKey(from, catalog.templates)}
          spellCheck={false}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-key-help${error ? ` ${id}-key-messages` : ''}`}
          onChange={(e) => {
            setKey(e.target.value);
            if (error) setError(null);
          }}
        />
        <small id={`${id}-key-help`}>
          Lowercase letters then digits, not taken (e.g. {suggestedKey(from, catalog.templates)}). It names the file templates/&lt;key&gt;.json.
        </small>
        <FieldMessages id={`${id}-key-messages`} error={error} />
        <label htmlFor={`${id}-label`}>Label (optional)</label>
        <input id={`${id}-label`} value={label} placeholder="from the key, e.g. Slot 10" onChange={(e) => setLabel(e.target.value)} />
        <label htmlFor={`${id}-layout`}>Layout (optional)</label>
        <select id={`${id}-layout`} value={layout} onChange={(e) => setLayout(e.target.value)}>
          <option value="">the source&apos;s ({source?.layout ?? 'none'})</option>
          {catalog.layouts.map((l) => (
            <option key={l} value={l}>
              {l}
            </option>
          ))}
        </select>
        {layout && layout !== source?.layout ? (
          <p>Another layout renames the colour schemes to its number (color{layout.replace(/^\D+/, '')}-k), as clone-template does.</p>
        ) : null}
        <div className="studio-dialog-actions">
          <button type="button" onClick={onClose}>
            Cancel
          </button>
          <button type="submit">Create template</button>
        </div>
      </form>
    </Modal>
  );
}
