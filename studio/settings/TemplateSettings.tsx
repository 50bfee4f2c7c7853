import type { TemplateSettingsProps } from '../panels.ts';
import { TextInput } from '../pickers/TextInput.tsx';
import { formatPointer } from '../../engine/project/json-pointer.ts';
import { isRecord } from '../../schemas/is-record.ts';
import { offeredLanguages } from '../../engine/studio/config-edits.ts';
import { AuthEntryEditor } from './AuthEntryEditor.tsx';
import { BrandCopyEditor } from './BrandCopyEditor.tsx';
import { RoutesEditor } from './RoutesEditor.tsx';
import { TargetingEditor } from './TargetingEditor.tsx';
import { BreakpointsEditor } from './BreakpointsEditor.tsx';
import { Origin } from './Origin.tsx';
import { INHERITED, SchemeEditor } from './SchemeEditor.tsx';
import { chainFiles, problemsAt, provenance, type SettingsScope } from './template-values.ts';

/**
 * Template settings (issue 30 part 4): label, colour schemes with their contrast, breakpoints and the
 * auth entry of one template. Every change is a `setTemplate` on the template's own file; what it
 * inherits shows as inherited and is written only when changed.
 */
export function TemplateSettings({ catalog, template, merged, own, base, onEdit, permissions, problems }: TemplateSettingsProps) {
  const readOnly = !permissions.edit;
  const files = chainFiles(template, catalog.templates);
  const scope: SettingsScope = {
    layers: { merged, own, ...(base ? { base } : {}), extendsBase: template.extends.length > 0 },
    readOnly,
    set: (segments, value) =>
      onEdit(
        value === undefined
          ? { op: 'setTemplate', template: template.key, pointer: formatPointer(segments) }
          : { op: 'setTemplate', template: template.key, pointer: formatPointer(segments), value },
      ),
    problemsAt: (pointer) => problemsAt(problems, files, pointer),
  };
  const label = provenance(scope.layers, ['label']);
  const schemes = isRecord(merged['schemes']) ? Object.keys(merged['schemes']) : [];
  return (
    <div className="studio-template-settings" aria-label={`Settings of template ${template.key}`} role="region">
      <h2>
        Template {template.key}
        {template.extends.length > 0 ? <small> extends {template.extends.join(' → ')}</small> : null}
      </h2>
      {readOnly ? <p role="note">You can view these settings; your role cannot change them.</p> : null}
      <TextInput
        id="settings-label"
        label="Label"
        value={typeof label.value === 'string' ? label.value : ''}
        placeholder={template.key}
        readOnly={readOnly}
        problems={scope.problemsAt(label.pointer)}
        validate={(text) => (text.trim() === '' && !label.written ? INHERITED : null)}
        onCommit={(text) => scope.set(['label'], text.trim() === '' ? undefined : text.trim())}
      >
        <Origin at={label} label="label" readOnly={readOnly} removable onReset={() => scope.set(['label'])} />
      </TextInput>
      <section aria-labelledby="settings-schemes">
        <h3 id="settings-schemes">Colour schemes</h3>
        <p>A site wears one of these (its theme_color). Text pairs are checked against WCAG AA as config-lint checks them.</p>
        {schemes.length === 0 ? <p>No schemes: the template writes none and inherits none.</p> : null}
        {schemes.map((name) => (
          <SchemeEditor key={name} name={name} scope={scope} />
        ))}
      </section>
      <BreakpointsEditor scope={scope} />
      <AuthEntryEditor scope={scope} />
      {/* issue 49: the whole config in the studio */}
      <RoutesEditor template={template} pages={[...new Set([...catalog.pages, ...template.pages])]} scope={scope} onEdit={onEdit} />
      <BrandCopyEditor templateKey={template.key} offered={offeredLanguages(catalog.sites, template.sites)} scope={scope} onEdit={onEdit} />
      <TargetingEditor templateKey={template.key} scope={scope} onEdit={onEdit} />
      <section aria-labelledby="settings-flags">
        <h3 id="settings-flags">Site flags</h3>
        <p>
          A template holds no flags: gamify, live chat and the other switches are each site&apos;s record in the backend (its startup answer), and pages test
          them with a node&apos;s <code>when.flag</code>.
        </p>
      </section>
    </div>
  );
}
