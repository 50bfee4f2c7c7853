import { TOKEN_KINDS, type TokenKind } from '../../schemas/template.ts';
import { ColourInput } from '../pickers/ColourInput.tsx';
import { ContrastBadge } from '../pickers/ContrastBadge.tsx';
import { schemePairs, tokenProblem } from '../pickers/colour.ts';
import { TextInput } from '../pickers/TextInput.tsx';
import { isRecord } from '../../schemas/is-record.ts';
import { Origin } from './Origin.tsx';
import { SchemePreview } from './SchemePreview.tsx';
import { provenance, type SettingsScope } from './template-values.ts';

const TOKENS = Object.entries(TOKEN_KINDS) as [string, TokenKind][];
export const INHERITED = 'this value is inherited: type one to override it here';

/** One colour scheme: its preview, the contrast lint judges, and an editor per token. */
export function SchemeEditor({ name, scope }: { name: string; scope: SettingsScope }) {
  const { layers, set, readOnly } = scope;
  const scheme = getScheme(layers.merged, name);
  const own = provenance(layers, ['schemes', name]);
  const writes = isRecord(own.value) && own.written;
  const heading = `scheme-${name}`;
  return (
    <section className="studio-scheme" aria-labelledby={heading}>
      <h3 id={heading}>
        {name} <span className="studio-origin">{writes ? (own.inherits ? 'overrides the base' : 'written here') : 'inherited'}</span>
      </h3>
      <SchemePreview name={name} scheme={scheme} />
      <ul className="studio-contrast-list" aria-label={`Contrast of ${name}`}>
        {schemePairs(scheme).map((pair) => (
          <li key={`${pair.fg}/${pair.bg}`}>
            <ContrastBadge pair={pair} />
          </li>
        ))}
      </ul>
      <div className="studio-tokens">
        {TOKENS.map(([token, kind]) => {
          const at = provenance(layers, ['schemes', name, token]);
          const id = `scheme-${name}-${token}`;
          const label = `${name} ${token}`;
          const origin = <Origin at={at} label={label} readOnly={readOnly} removable={kind !== 'color'} onReset={() => set(['schemes', name, token])} />;
          const value = typeof at.value === 'string' ? at.value : '';
          if (kind === 'color') {
            return (
              <ColourInput
                key={token}
                id={id}
                label={token}
                value={value}
                readOnly={readOnly}
                problems={scope.problemsAt(at.pointer)}
                onCommit={(v) => set(['schemes', name, token], v)}
              >
                {origin}
              </ColourInput>
            );
          }
          return (
            <TextInput
              key={token}
              id={id}
              label={token}
              value={value}
              readOnly={readOnly}
              placeholder="the stylesheet's default"
              problems={scope.problemsAt(at.pointer)}
              // an optional token: emptied, it is no longer written here
              validate={(text) => (text.trim() === '' ? (at.written ? null : INHERITED) : tokenProblem(kind, text.trim()))}
              onCommit={(text) => set(['schemes', name, token], text.trim() === '' ? undefined : text.trim())}
            >
              {origin}
            </TextInput>
          );
        })}
      </div>
    </section>
  );
}

function getScheme(merged: Record<string, unknown>, name: string): Record<string, unknown> {
  const schemes = merged['schemes'];
  const scheme = isRecord(schemes) ? schemes[name] : undefined;
  return isRecord(scheme) ? scheme : {};
}
