import { useState } from 'react';
import type { Edit } from '../../engine/studio/contract.ts';
import { brandCopyEdit, copyRows } from '../../engine/studio/config-edits.ts';
import { BRAND_KEY_PATTERN, BRAND_KEY_PREFIX, BRAND_LANGUAGES } from '../../schemas/template.ts';
import { isLanguageCode } from '../../src/i18n/languages.ts';
import { LANGUAGE_NAMES } from '../../src/i18n/language-names.ts';
import { FieldMessages } from '../pickers/FieldMessages.tsx';
import { TextInput } from '../pickers/TextInput.tsx';
import type { SettingsScope } from './template-values.ts';

const KEY = new RegExp(BRAND_KEY_PATTERN, 'u');

export const languageName = (code: string) => (isLanguageCode(code) ? LANGUAGE_NAMES[code] : code);

export function brandKeyProblem(key: string, taken: readonly string[]): string | null {
  if (!KEY.test(key)) return 'letters, digits and "_" in dot-separated parts (e.g. winners.title)';
  return taken.includes(key) ? `"${key}" has copy already: edit its row` : null;
}

export interface BrandCopyEditorProps {
  templateKey: string;
  /** the languages the template's sites offer (the fleet's recorded `languages`), English first */
  offered: readonly string[];
  scope: SettingsScope;
  onEdit: (edit: Edit) => void;
}

/**
 * The brand's own copy (`messages`, docs/operators.md "Brand copy") side by side in the languages its
 * sites offer; a language without a text is marked missing (its players read English). A node shows a
 * text by naming `brand.<key>` in a prop.
 */
export function BrandCopyEditor({ templateKey, offered, scope, onEdit }: BrandCopyEditorProps) {
  const [key, setKey] = useState('');
  const [english, setEnglish] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [shown, setShown] = useState<string[]>([]);
  const rows = copyRows(scope.layers.merged['messages'], offered);
  // a text written in a language no site offers still shows, so it can be read and removed
  const written = rows.flatMap((r) => Object.keys(r.texts));
  const columns = [...offered, ...BRAND_LANGUAGES.filter((c) => !offered.includes(c) && (written.includes(c) || shown.includes(c)))];
  const more = BRAND_LANGUAGES.filter((c) => !columns.includes(c));
  const add = () => {
    const problem =
      brandKeyProblem(
        key,
        rows.map((r) => r.key),
      ) ?? (english.trim() === '' ? 'the English text: every other language falls back to it' : null);
    setError(problem);
    if (problem) return;
    onEdit(brandCopyEdit(templateKey, key, 'EN', english.trim()));
    setKey('');
    setEnglish('');
  };
  return (
    <section aria-labelledby="settings-copy">
      <h3 id="settings-copy">Brand copy</h3>
      <p>
        Offered by this template&apos;s sites: {offered.map(languageName).join(', ')}. A prop shows a text as <code>{BRAND_KEY_PREFIX}&lt;key&gt;</code>.
      </p>
      <FieldMessages id="copy-messages" problems={scope.problemsAt('/messages')} />
      {rows.length === 0 ? <p>No brand copy yet.</p> : null}
      {rows.length > 0 ? (
        // a language per column outgrows the fields column: the table scrolls, not the column
        <div className="table-scroll">
          <table aria-label="Brand copy by language">
            <thead>
              <tr>
                <th scope="col">Key</th>
                {columns.map((code) => (
                  <th key={code} scope="col">
                    {languageName(code)} ({code})
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key}>
                  <th scope="row">
                    <code>
                      {BRAND_KEY_PREFIX}
                      {row.key}
                    </code>
                    {row.missing.length > 0 ? <small className="studio-missing"> missing: {row.missing.join(', ')}</small> : null}
                  </th>
                  {columns.map((code) => (
                    <td key={code} className={row.texts[code] === undefined ? 'studio-missing' : undefined}>
                      <TextInput
                        id={`copy-${row.key}-${code}`}
                        label={`${row.key} in ${languageName(code)}`}
                        value={row.texts[code] ?? ''}
                        placeholder={row.texts[code] === undefined ? 'missing (reads English)' : undefined}
                        readOnly={scope.readOnly}
                        problems={scope.problemsAt(`/messages/${row.key}/${code}`)}
                        validate={(text) => (code === 'EN' && text.trim() === '' ? 'English is what every missing language reads: it cannot be empty' : null)}
                        onCommit={(text) => onEdit(brandCopyEdit(templateKey, row.key, code, text.trim()))}
                      />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {scope.readOnly ? null : (
        <form
          aria-label="Add brand copy"
          onSubmit={(e) => {
            e.preventDefault();
            add();
          }}
        >
          <label htmlFor="copy-new-key">Key</label>
          <input id="copy-new-key" type="text" value={key} placeholder="winners.title" spellCheck={false} onChange={(e) => setKey(e.target.value)} />
          <label htmlFor="copy-new-en">English text</label>
          <input id="copy-new-en" type="text" value={english} onChange={(e) => setEnglish(e.target.value)} />
          <button type="submit">Add copy</button>
          <FieldMessages id="copy-add-messages" error={error} />
        </form>
      )}
      {more.length > 0 && rows.length > 0 ? (
        <div className="studio-select">
          {/* a site's languages are known once the fleet has recorded it: any language of the copy can be written before */}
          <label htmlFor="copy-show-language">Show a language no site of this template records</label>
          <select
            id="copy-show-language"
            value=""
            onChange={(e) => {
              const code = e.target.value;
              if (code !== '') setShown((s) => [...s, code]);
            }}
          >
            <option value="">choose…</option>
            {more.map((code) => (
              <option key={code} value={code}>
                {languageName(code)} ({code})
              </option>
            ))}
          </select>
        </div>
      ) : null}
    </section>
  );
}
