import type { StudioProblem } from '../../engine/studio/contract.ts';
import { isRecord } from '../../schemas/is-record.ts';
import { JURISDICTIONS, jurisdictionRules } from '../../schemas/jurisdictions.ts';
import { packOf } from '../../schemas/jurisdiction-packs/index.ts';
import { FieldMessages } from '../pickers/FieldMessages.tsx';
import { TextInput } from '../pickers/TextInput.tsx';
import { requirementsInForce } from './jurisdiction-requirements.ts';
import { Origin } from './Origin.tsx';
import { provenance, type SettingsScope } from './template-values.ts';

/** The licence fields of schemas/jurisdiction.ts, as the compliance footer shows them. */
const LICENCE_FIELDS = [
  { field: 'number', label: 'Licence number' },
  { field: 'licensee', label: 'Licensee' },
  { field: 'address', label: 'Registered address' },
  { field: 'url', label: 'Licence in the register (https address)' },
] as const;

export interface JurisdictionEditorProps {
  templateKey: string;
  scope: SettingsScope;
  /** the draft's lint problems (those in pages and layouts too: a required block missing from a page breaks a rule) */
  problems: readonly StudioProblem[];
  /** the day the rules in force are read for, YYYY-MM-DD (UTC): the day config-lint judges */
  today: string;
}

/**
 * The template's `jurisdiction` block (docs/compliance.md): its regulator, picked from
 * schemas/jurisdictions.ts, and its licence, each a `setTemplate` at the pointer written by hand;
 * beside it the regulator's pack rules in force today, and which of them the draft's lint says this
 * template breaks.
 */
export function JurisdictionEditor({ templateKey, scope, problems, today }: JurisdictionEditorProps) {
  const { layers, set, readOnly } = scope;
  const block = isRecord(layers.merged['jurisdiction']) ? layers.merged['jurisdiction'] : undefined;
  const regulator = typeof block?.['regulator'] === 'string' ? block['regulator'] : '';
  const known = jurisdictionRules(regulator);
  const pack = packOf(regulator);
  const rows = requirementsInForce(regulator, today, problems, templateKey);
  const own = provenance(layers, ['jurisdiction']);
  // licence-data, schema and pack problems point at the block, the licence object or a setting this
  // panel has no field for: they show under the regulator; a licence field's own show on that field
  const onFields = new Set(LICENCE_FIELDS.flatMap(({ field }) => scope.problemsAt(`/jurisdiction/licence/${field}`)));
  const blockProblems = scope.problemsAt('/jurisdiction').filter((p) => !onFields.has(p));
  return (
    <section aria-labelledby="settings-jurisdiction" className="studio-jurisdiction">
      <h3 id="settings-jurisdiction">Jurisdiction and licence</h3>
      <div className="studio-text-input">
        <label htmlFor="jurisdiction-regulator">Regulator</label>
        <select
          id="jurisdiction-regulator"
          value={regulator}
          disabled={readOnly}
          aria-invalid={blockProblems.length > 0 || undefined}
          aria-describedby={blockProblems.length > 0 ? 'jurisdiction-regulator-messages' : undefined}
          onChange={(e) => set(e.target.value === '' ? ['jurisdiction'] : ['jurisdiction', 'regulator'], e.target.value === '' ? undefined : e.target.value)}
        >
          <option value="" disabled={own.inherits || !own.written}>
            No regulator
          </option>
          {Object.values(JURISDICTIONS).map((j) => (
            <option key={j.id} value={j.id}>
              {j.regulator} ({j.country})
            </option>
          ))}
          {regulator !== '' && !known ? <option value={regulator}>{regulator} (unknown)</option> : null}
        </select>
        <FieldMessages id="jurisdiction-regulator-messages" problems={blockProblems} />
      </div>
      {block === undefined ? <p>No jurisdiction: pick the regulator whose licence the brand's sites run under.</p> : null}
      {block !== undefined ? (
        <fieldset>
          <legend>Licence</legend>
          {LICENCE_FIELDS.map(({ field, label }) => {
            const at = provenance(layers, ['jurisdiction', 'licence', field]);
            return (
              <TextInput
                key={field}
                id={`jurisdiction-licence-${field}`}
                label={label}
                value={typeof at.value === 'string' ? at.value : ''}
                readOnly={readOnly}
                problems={scope.problemsAt(at.pointer)}
                onCommit={(text) => set(['jurisdiction', 'licence', field], text.trim() === '' ? undefined : text.trim())}
              >
                <Origin at={at} label={label} readOnly={readOnly} removable onReset={() => set(['jurisdiction', 'licence', field])} />
              </TextInput>
            );
          })}
          {known && known.licenceData.length > 0 ? (
            <p>
              {known.regulator} asks the site to show: {known.licenceData.join(', ')}.
            </p>
          ) : null}
        </fieldset>
      ) : null}
      {pack ? (
        <div className="studio-requirements">
          <h4 id="jurisdiction-requirements">
            What {pack.short} requires on {today}
          </h4>
          <ul aria-labelledby="jurisdiction-requirements">
            {rows.map(({ rule, broken }) => (
              <li
                key={rule.id}
                className={broken.length > 0 ? 'studio-requirement-broken' : 'studio-requirement-met'}
                aria-label={`${rule.id}: ${broken.length > 0 ? 'broken' : 'met'}`}
              >
                <strong>{rule.summary}</strong> <code>{rule.id}</code>
                <br />
                in force from {rule.from}
                {rule.until ? ` until ${rule.until}` : ''} · source:{' '}
                {rule.source.url ? (
                  <a href={rule.source.url} target="_blank" rel="noreferrer">
                    {rule.source.document}
                  </a>
                ) : (
                  rule.source.document
                )}
                {rule.source.section ? `, ${rule.source.section}` : ''} · {rule.confirmed ? 'confirmed by a compliance officer' : 'not confirmed yet'}
                {rule.checkedBy ? ` · judged by ${rule.checkedBy}` : ''}
                <br />
                {broken.length > 0 ? (
                  <span className="studio-field-problem">This brand breaks it: {broken.join(' / ')}</span>
                ) : (
                  <span>This brand meets it.</span>
                )}
              </li>
            ))}
          </ul>
          {rows.length === 0 ? (
            <p>
              No rule of {pack.short} is in force on {today}.
            </p>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
