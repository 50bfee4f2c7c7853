/**
 * The attribute of the element a regulator's live seal draws its badge in (widgets/ComplianceFooter
 * renders it; the server loads the seal script only on a page that has one: src/app/seal-script-tag.ts).
 */
export const SEAL_SLOT_ATTRIBUTE = 'data-seal-slot';
