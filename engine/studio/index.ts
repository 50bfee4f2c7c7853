/** The studio's model (issue 30): what the operator API serves the studio about a draft's files, and how an edit changes them. */
export { catalogOf } from './catalog.ts';
export { pageViewOf } from './page-view.ts';
export { applyEdits } from './apply-edits.ts';
export { StudioInputError } from './errors.ts';
