import { validateNode, validateLayout, validatePage, validateRoutes, validateTemplate } from '../../../../schemas/generated/validators.js';
import type { Validator } from '../../../../schemas/validator-types.ts';
import type { FileKind } from '../../../project/config-files.ts';
import { checkSchemaRef } from './schema-ref.ts';
import { Origin } from '../../../project/origin.ts';
import { PatchedOrigin } from '../../../project/patched-origin.ts';
import { getAt, parsePointer } from '../../../project/json-pointer.ts';
import { docsUrl, type Rule } from '../../types.ts';
import { describe, ownedElsewhere } from './describe.ts';
import { propertySuggestion } from './allowed-names.ts';
import { issuesOf } from './verdicts.ts';

/** a merged chain's verdicts kept apart from its first file's own: merging drops the nulls a patch holds */
const MERGED = {};

const VALIDATORS: Partial<Record<FileKind, Validator>> = {
  routes: validateRoutes,
  layout: validateLayout,
  page: validatePage,
  template: validateTemplate,
};

/**
 * Each file against its schema with the precompiled validators the runtime uses (one engine):
 * every node's props and every at[breakpoint] override against its widget's props schema.
 * A template is a JSON Merge Patch, so a concrete one is validated merged with its bases and
 * each problem is located in the file that set the value.
 */
export const rule: Rule = {
  meta: {
    id: 'schema',
    severity: 'error',
    description: "A value does not match the JSON Schema of its file kind or of its widget's props.",
    docs: docsUrl('schema'),
  },
  create(context) {
    const check = (validate: Validator, doc: unknown, origin: Origin, partial: boolean, kind: FileKind, madeOf?: readonly unknown[]) => {
      for (const issue of issuesOf(validate, doc, madeOf) ?? []) {
        if (ownedElsewhere(issue)) continue;
        // a base or a patch may leave nested required fields to the files that extend it
        if (partial && issue.keyword === 'required' && parsePointer(issue.instancePath).length > 0) continue;
        // null in a patch deletes the inherited value (RFC 7386): not a type error
        if (partial && getAt(doc, issue.instancePath) === null) continue;
        const d = describe(issue, doc);
        const name = d.suggestion ? undefined : propertySuggestion(issue, kind, context.fs);
        if (name) {
          d.suggestion = name;
          d.message += `; did you mean "${name}"?`;
        }
        const input = { origin, pointer: d.pointer, key: d.key, message: d.message };
        context.report(d.suggestion ? { ...input, suggestion: d.suggestion } : input);
      }
    };
    return {
      // a patched tree's origin names the template that patched it
      treeInputs: () => [],
      // a concrete template is also judged merged down its chain
      fileInputs(file) {
        if (file.kind !== 'template') return [];
        const info = context.project.templates.get(file.name);
        return [info ? (info.abstract ? 'abstract' : info.merged ? 'merged' : 'broken') : 'none', ...(info?.chain ?? [])];
      },
      // a template's node patches are checked where they land: the patched node against its widget's schema
      onTree(tree) {
        if (!(tree.origin instanceof PatchedOrigin) || validateNode(tree.root)) return;
        const segs = parsePointer(tree.rootPointer);
        const doc = segs.reduceRight<unknown>((inner, key) => ({ [key]: inner }), tree.root);
        for (const raw of validateNode.errors ?? []) {
          const issue = { ...raw, instancePath: `${tree.rootPointer}${raw.instancePath}` };
          if (ownedElsewhere(issue)) continue;
          const d = describe(issue, doc);
          // the page's own values are checked in its file
          if (!tree.origin.patchPointer(d.pointer)) continue;
          const name = d.suggestion ? undefined : propertySuggestion(raw, 'page', context.fs);
          if (name) {
            d.suggestion = name;
            d.message += `; did you mean "${name}"?`;
          }
          const input = { origin: tree.origin, pointer: d.pointer, key: d.key, message: d.message };
          context.report(d.suggestion ? { ...input, suggestion: d.suggestion } : input);
        }
      },
      onFile(file) {
        const validate = VALIDATORS[file.kind];
        if (!validate) return;
        checkSchemaRef(file, (pointer, message) => context.report({ file, pointer, message }), context.project.paths.configDir, context.fs);
        if (file.kind !== 'template') return check(validate, file.data, Origin.of(file), false, file.kind);
        const info = context.project.templates.get(file.name);
        check(validate, file.data, Origin.of(file), true, file.kind);
        if (info && !info.abstract && info.merged)
          check(validate, info.merged, new Origin(info.chain), false, file.kind, [MERGED, ...info.chain.map((f) => f.data)]);
      },
    };
  },
};
