import { defineWidget, lazyWidget } from '../../src/render/define-widget.ts';
import { manifest, type AgeConfirmationProps } from './schema.ts';
import './styles.css';

export default defineWidget<AgeConfirmationProps, undefined>({
  name: 'AgeConfirmation',
  ...manifest,
  ...lazyWidget(() => import('./Component.tsx')),
  // only where the jurisdiction asks (PAGCOR): elsewhere /register loads none of its code
  appliesTo: (jurisdiction) => jurisdiction?.ageConfirmation === true,
});
