import { defineWidget, lazyWidget } from '../../src/render/define-widget.ts';
import { manifest, type ComplianceFooterProps } from './schema.ts';
import './styles.css';

export default defineWidget<ComplianceFooterProps, undefined>({
  name: 'ComplianceFooter',
  ...manifest,
  ...lazyWidget(() => import('./Component.tsx')),
});
