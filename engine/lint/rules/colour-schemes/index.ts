import { schemeSchema } from '../../../../schemas/template.ts';
import { Origin } from '../../../project/origin.ts';
import { docsUrl, type Rule } from '../../types.ts';

const TOKENS: readonly string[] = schemeSchema.required;

/** Exactly five schemes color{N}-1 … color{N}-5, N the number of the template's layout, each with every token. */
export const rule: Rule = {
  meta: {
    id: 'colour-schemes',
    severity: 'error',
    description: "A template's colour schemes are not exactly colorN-1 … colorN-5 (N from its layout templateN), or a scheme misses a token.",
    docs: docsUrl('colour-schemes'),
  },
  create(context) {
    return {
      onEnd() {
        for (const t of context.project.templates.values()) {
          if (t.abstract || !t.merged) continue;
          const origin = new Origin(t.chain);
          const schemes = t.merged['schemes'];
          const layout = t.merged['layout'];
          const n = typeof layout === 'string' ? /^template(\d+)$/.exec(layout)?.[1] : undefined;
          if (typeof schemes !== 'object' || schemes === null || Array.isArray(schemes)) {
            context.report({ file: t.file, pointer: '', message: `template ${t.key} has no colour schemes (itself or through extends)` });
            continue;
          }
          const names = Object.keys(schemes);
          // a layout without a number (default) fixes no N: take the one the schemes use
          const num = n ?? /^color(\d+)-\d+$/.exec(names[0] ?? '')?.[1] ?? 'N';
          const expected = [1, 2, 3, 4, 5].map((k) => `color${num}-${k}`);
          const missing = expected.filter((e) => !names.includes(e));
          for (const name of names) {
            if (expected.includes(name)) continue;
            const k = /^color\d+-(\d+)$/.exec(name)?.[1];
            // same position under the right N, else the one name still missing
            const sameK = k ? expected[Number(k) - 1] : undefined;
            const fix = sameK && !names.includes(sameK) ? sameK : missing.length === 1 ? missing[0] : undefined;
            const input = {
              origin,
              pointer: `/schemes/${name}`,
              key: true,
              message: `template ${t.key}: scheme "${name}" is not one of ${expected.join(', ')}${n ? ` (layout ${String(layout)})` : ''}${fix ? `; did you mean "${fix}"?` : ''}`,
            };
            context.report(fix ? { ...input, suggestion: fix } : input);
          }
          if (missing.length) {
            context.report({
              origin,
              pointer: '/schemes',
              key: true,
              message: `template ${t.key} is missing colour scheme${missing.length > 1 ? 's' : ''} ${missing.join(', ')}`,
            });
          }
          for (const [name, scheme] of Object.entries(schemes)) {
            if (typeof scheme !== 'object' || scheme === null) continue;
            const lacking = TOKENS.filter((tok) => !(tok in scheme));
            if (lacking.length) {
              context.report({
                origin,
                pointer: `/schemes/${name}`,
                key: true,
                message: `template ${t.key}: scheme "${name}" is missing token${lacking.length > 1 ? 's' : ''} ${lacking.join(', ')}`,
              });
            }
          }
        }
      },
    };
  },
};
