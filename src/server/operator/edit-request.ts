/**
 * `POST /api/drafts/:id/edits`: the body, checked against its schema (schemas/operator-api/edits.ts,
 * precompiled) before the handler sees it, as the model's request: each edit with only its own kind's
 * fields. What an edit means for the files (an unknown node, a move into itself) is the model's to refuse.
 */
import { editFieldsOf } from '../../../schemas/operator-api/edits.ts';
import type { OperatorRequestOf } from '../../../schemas/operator-api/endpoints.ts';
import type { Edit, EditRequest } from './studio-tools.ts';

type Checked = OperatorRequestOf<'draftsEdits'>;

/** The edit with only the fields of its kind (the schema let the others through). */
function ownFields(edit: Checked['edits'][number]): Edit {
  const fields = editFieldsOf(edit.op) ?? [];
  return Object.fromEntries(Object.entries(edit).filter(([name]) => fields.includes(name))) as Edit;
}

/** The model's request from a checked edits body. */
export function editRequestOf(body: Checked): EditRequest {
  return { version: body.version, edits: body.edits.map(ownFields), ...(body.view ? { view: body.view } : {}) };
}
