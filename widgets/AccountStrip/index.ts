import { defineWidget, lazyWidget } from '../../src/render/define-widget.ts';
import { defaults, hydrate, type AccountStripProps } from './schema.ts';
import './styles.css';

export default defineWidget<AccountStripProps, undefined>({
  name: 'AccountStrip',
  hydrate,
  defaults,
  ...lazyWidget(() => import('./Component.tsx')),
});
