import { defineWidget, lazyWidget } from '../../src/render/define-widget.ts';
import { manifest, type PlayerProtectionProps } from './schema.ts';
import './styles.css';

export default defineWidget<PlayerProtectionProps, undefined>({
  name: 'PlayerProtection',
  ...manifest,
  ...lazyWidget(() => import('./Component.tsx')),
});
