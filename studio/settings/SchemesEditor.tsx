import { useState } from 'react';
import type { SiteSummary } from '../../engine/studio/contract.ts';
import { isRecord } from '../../schemas/is-record.ts';
import { FieldMessages } from '../pickers/FieldMessages.tsx';
import { TOKEN_KINDS } from '../../schemas/template.ts';
import { SchemeEditor } from './SchemeEditor.tsx';
import { provenance, type SettingsScope } from './template-values.ts';

/** A scheme's name as sites' theme_color values are written (`color1-1`). */
const NAME = /^[a-z0-9][a-z0-9-]{0,39}$/;

/** What a new scheme starts from when the template has none to copy: dark text on white, a dark button (both pass AA). */
const PLAIN_SCHEME = {
  bg: '#ffffff',
  surface: '#ffffff',
  surface2: '#f2f2f2',
  text: '#111111',
  muted: '#555555',
  primary: '#1a1a1a',
  onPrimary: '#ffffff',
  accent: '#0b5cad',
  border: '#d0d0d0',
} as const;

export interface SchemesEditorProps {
  scope: SettingsScope;
  /** the template's fleet sites: a scheme one of them wears is not removed */
  sites: readonly SiteSummary[];
  templateKey: string;
  /** the template's layout (`template1`): config-lint's colour-schemes rule wants exactly color{N}-1 … color{N}-5 of it */
  layout: string;
  /** the draft lint's problems about the schemes as a whole (pointer `/schemes`: one missing) */
  listProblems: readonly string[];
}

/** The scheme names colour-schemes expects of a layout `templateN`; none for a layout without a number. */
export function expectedSchemes(layout: string): string[] {
  const n = /^template(\d+)$/.exec(layout)?.[1];
  return n ? [1, 2, 3, 4, 5].map((k) => `color${n}-${k}`) : [];
}

/** The problems at `pointer` itself, not those its tokens (`inner`) hold: what lint says of the scheme as a whole. */
function ownProblems(scope: SettingsScope, pointer: string, inner: readonly string[]): string[] {
  const below = new Set(inner.flatMap((p) => scope.problemsAt(p)));
  return scope.problemsAt(pointer).filter((p) => !below.has(p));
}

/**
 * The template's colour schemes: each with its contrast and tokens (SchemeEditor), one added as a copy
 * of another (`schemes.<name>` written whole), one this template alone writes removed. The contrast
 * figures are config-lint's colour-contrast rule's, so the draft's lint says the same on the field.
 */
export function SchemesEditor({ scope, sites, templateKey, layout, listProblems }: SchemesEditorProps) {
  const { layers, set, readOnly } = scope;
  const merged = isRecord(layers.merged['schemes']) ? layers.merged['schemes'] : {};
  const names = Object.keys(merged);
  const [name, setName] = useState('');
  const [from, setFrom] = useState('');
  const [error, setError] = useState<string | null>(null);
  const source = from !== '' && names.includes(from) ? from : (names[0] ?? '');
  const expected = expectedSchemes(layout);
  const free = expected.filter((e) => !names.includes(e));
  const tokens = Object.keys(TOKEN_KINDS);
  const add = () => {
    const problem = !NAME.test(name)
      ? 'lower-case letters, digits and "-", e.g. color1-6'
      : Object.hasOwn(merged, name)
        ? `the template has a scheme "${name}" already`
        : null;
    setError(problem);
    if (problem) return;
    const copy = isRecord(merged[source]) ? merged[source] : PLAIN_SCHEME;
    set(['schemes', name], { ...copy });
    setName('');
  };
  return (
    <section aria-labelledby="settings-schemes">
      <h3 id="settings-schemes">Colour schemes</h3>
      <p>A site wears one of these (its theme_color). Text pairs are checked against WCAG AA as config-lint checks them.</p>
      {expected.length > 0 ? (
        <p>
          Layout {layout} takes exactly {expected.join(', ')} (config-lint&apos;s colour-schemes rule): a scheme under another name, or one missing, is an error
          until put right.
        </p>
      ) : null}
      {names.length === 0 ? <p>No schemes: the template writes none and inherits none.</p> : null}
      <FieldMessages id="settings-schemes-messages" problems={listProblems} />
      {names.map((scheme) => {
        const at = provenance(layers, ['schemes', scheme]);
        const problems = ownProblems(
          scope,
          `/schemes/${scheme}`,
          tokens.map((t) => `/schemes/${scheme}/${t}`),
        );
        const wornBy = sites.filter((s) => s.theme_code === templateKey && s.theme_color === scheme).map((s) => s.domain);
        return (
          <div key={scheme} className="studio-scheme-item">
            <SchemeEditor name={scheme} scope={scope} />
            <FieldMessages id={`scheme-${scheme}-messages`} problems={problems} />
            {!readOnly && at.written && !at.inherits ? (
              wornBy.length > 0 ? (
                <p className="muted small">Worn by {wornBy.join(', ')}: give the site another theme_color before removing it.</p>
              ) : (
                <button type="button" onClick={() => set(['schemes', scheme])}>
                  Remove scheme {scheme}
                </button>
              )
            ) : null}
          </div>
        );
      })}
      {readOnly ? null : (
        <form
          aria-label="Add a scheme"
          onSubmit={(e) => {
            e.preventDefault();
            add();
          }}
        >
          <div className="studio-text-input">
            <label htmlFor="scheme-new-name">Scheme name</label>
            <input
              id="scheme-new-name"
              type="text"
              value={name}
              spellCheck={false}
              placeholder={free[0] ?? 'color1-6'}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'scheme-new-name-messages' : undefined}
              onChange={(e) => {
                setName(e.target.value);
                setError(null);
              }}
            />
            <FieldMessages id="scheme-new-name-messages" error={error} />
          </div>
          {names.length > 0 ? (
            <div className="studio-text-input">
              <label htmlFor="scheme-new-from">Colours from</label>
              <select id="scheme-new-from" value={source} onChange={(e) => setFrom(e.target.value)}>
                {names.map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          <button type="submit">Add scheme</button>
        </form>
      )}
    </section>
  );
}
