import { defineWidget, lazyWidget } from '../../src/render/define-widget.ts';
import type { AccountStripProps } from './schema.ts';
import './styles.css';

export default defineWidget<AccountStripProps, undefined>({
  name: 'AccountStrip',
  defaults: { variant: 'bar', showVip: true, showTokens: true },
  ...lazyWidget(() => import('./Component.tsx')),
});
