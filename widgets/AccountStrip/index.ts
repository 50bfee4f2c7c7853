import { defineWidget, lazyWidget } from '../../src/render/define-widget.ts';
import { defaults, type AccountStripProps } from './schema.ts';
import './styles.css';

export default defineWidget<AccountStripProps, undefined>({
  name: 'AccountStrip',
  defaults,
  ...lazyWidget(() => import('./Component.tsx')),
});
