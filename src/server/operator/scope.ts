/** Which templates a change touches: one home in the engine, where the webhooks' events also need it. */
export { touchedTemplates } from '../../../engine/store/touched-templates.ts';
