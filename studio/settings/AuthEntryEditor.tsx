import { authEntrySchema } from '../../schemas/template.ts';
import { SITE_PATH_PATTERN } from '../../schemas/site-path.ts';
import { FieldMessages } from '../pickers/FieldMessages.tsx';
import { TextInput } from '../pickers/TextInput.tsx';
import { Origin } from './Origin.tsx';
import { provenance, type Provenance, type SettingsScope } from './template-values.ts';

const SITE_PATH = new RegExp(SITE_PATH_PATTERN, 'u');
const MODALS = authEntrySchema.properties.guardRedirect.properties.openModal.enum;
const ACTIONS = authEntrySchema.properties.loginAction.enum;

export function sitePathProblem(text: string): string | null {
  return SITE_PATH.test(text) ? null : 'a path on this site: one "/" then the path (e.g. /login), no "//" or "\\"';
}

export function delayProblem(text: string): string | null {
  return text.trim() === '' || /^\d{1,9}$/.test(text.trim()) ? null : 'a whole number of milliseconds, 0 or more (empty: none)';
}

/** §2's access guard and login entry: where a guest who opens a player page goes, and how login opens. */
export function AuthEntryEditor({ scope }: { scope: SettingsScope }) {
  const { layers, set, readOnly } = scope;
  const TO = ['authEntry', 'guardRedirect', 'to'];
  const MODAL = ['authEntry', 'guardRedirect', 'openModal'];
  const DELAY = ['authEntry', 'guardRedirect', 'delayMs'];
  const ACTION = ['authEntry', 'loginAction'];
  const [to, modal, delay, action] = [TO, MODAL, DELAY, ACTION].map((segments) => provenance(layers, segments)) as [
    Provenance,
    Provenance,
    Provenance,
    Provenance,
  ];
  const origin = (segments: string[], at: Provenance, label: string, removable = false) => (
    <Origin at={at} label={label} readOnly={readOnly} removable={removable} onReset={() => set(segments)} />
  );
  return (
    <section aria-labelledby="settings-auth">
      <h3 id="settings-auth">Auth entry</h3>
      <TextInput
        id="auth-to"
        label="A guest on a player page goes to"
        value={typeof to.value === 'string' ? to.value : ''}
        readOnly={readOnly}
        validate={sitePathProblem}
        problems={scope.problemsAt(to.pointer)}
        onCommit={(text) => set(TO, text)}
      >
        {origin(TO, to, 'redirect path')}
      </TextInput>
      <div className="studio-select">
        <label htmlFor="auth-open-modal">Then opens</label>
        <select
          id="auth-open-modal"
          value={typeof modal.value === 'string' ? modal.value : ''}
          disabled={readOnly}
          onChange={(e) => set(MODAL, e.target.value === '' ? undefined : e.target.value)}
        >
          <option value="">no dialog</option>
          {MODALS.map((m) => (
            <option key={m} value={m}>
              the {m} dialog
            </option>
          ))}
        </select>
        {origin(MODAL, modal, 'dialog to open', true)}
        <FieldMessages id="auth-open-modal-messages" problems={scope.problemsAt(modal.pointer)} />
      </div>
      <TextInput
        id="auth-delay"
        label="After (ms)"
        value={typeof delay.value === 'number' ? String(delay.value) : ''}
        numeric
        readOnly={readOnly}
        placeholder="at once"
        validate={delayProblem}
        problems={scope.problemsAt(delay.pointer)}
        onCommit={(text) => set(DELAY, text.trim() === '' ? undefined : Number(text.trim()))}
      >
        {origin(DELAY, delay, 'delay', true)}
      </TextInput>
      <div className="studio-select">
        <label htmlFor="auth-login-action">Log in opens</label>
        <select
          id="auth-login-action"
          value={typeof action.value === 'string' ? action.value : ''}
          disabled={readOnly}
          onChange={(e) => set(ACTION, e.target.value)}
        >
          {typeof action.value === 'string' ? null : <option value="">(not set)</option>}
          {ACTIONS.map((a) => (
            <option key={a} value={a}>
              {a === 'modal' ? 'a dialog' : 'the login page'}
            </option>
          ))}
        </select>
        {origin(ACTION, action, 'login action')}
        <FieldMessages id="auth-login-action-messages" problems={scope.problemsAt(action.pointer)} />
      </div>
    </section>
  );
}
