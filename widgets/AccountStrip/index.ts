import { defineWidget, lazyWidget } from '../../src/render/define-widget.ts';
import { manifest, type AccountStripProps } from './schema.ts';
import './styles.css';

export default defineWidget<AccountStripProps, undefined>({
  name: 'AccountStrip',
  ...manifest,
  ...lazyWidget(() => import('./Component.tsx')),
});
