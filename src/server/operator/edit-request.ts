/**
 * `POST /api/drafts/:id/edits`: the body checked against its schema (schemas/operator-api/edits.ts,
 * precompiled), so the model only ever sees edits of the right shape, each with only its own kind's
 * fields; what an edit means for the files (an unknown node, a move into itself) is the model's to refuse.
 */
import { validateDraftsEditsRequest } from '../../../schemas/generated/operator-validators.js';
import { editFieldsOf, editSchemas } from '../../../schemas/operator-api/edits.ts';
import { checkedBody } from './request-body.ts';
import type { Edit, EditRequest } from './studio-tools.ts';

export { MAX_EDITS } from '../../../schemas/operator-api/edits.ts';

const OPS = editSchemas.map((s) => s.properties.op.const);

/** The edit with only the fields of its kind (the schema let the others through). */
function ownFields(edit: Edit): Edit {
  const fields = editFieldsOf(edit.op) ?? [];
  return Object.fromEntries(Object.entries(edit).filter(([name]) => fields.includes(name))) as Edit;
}

/** The request an edits body makes, or a 400 naming the first field that is wrong. */
export function editRequestOf(body: unknown): EditRequest {
  const request = checkedBody<EditRequest>(validateDraftsEditsRequest, body, (field) => (field.endsWith('.op') ? OPS : undefined));
  return { ...request, edits: request.edits.map(ownFields) };
}
