import type { FieldDoc } from './field-doc.ts';

/** Editors' help for a template's `publishing` settings (issue 49 part 3), merged into the template's docs. */
export const templatePublishingDocs: Record<string, FieldDoc> = {
  publishing: {
    description:
      'How a change to this template goes live (docs/operators.md "Review and approval"). Inherited through `extends`: set it on a family base to cover every brand of the family.',
    examples: [{ approval: 'required' }],
  },
  'publishing/approval': {
    description:
      '`required`: a draft that changes this template is published only after an operator with publish rights over it, who did not edit the draft, approved exactly its current content (four-eyes). `optional` (the default) lifts a base template’s requirement, unless the regulator asks for it.',
    examples: ['required'],
  },
};
