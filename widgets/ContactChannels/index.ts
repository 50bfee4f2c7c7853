import { defineWidget, lazyLoad, lazyWidget } from '../../src/render/define-widget.ts';
import type { ContactChannelsData } from './load.ts';
import { cssVars, defaults, hydrate, type ContactChannelsProps } from './schema.ts';
import '../../src/ui/page-state.css';
import './styles.css';

export default defineWidget<ContactChannelsProps, ContactChannelsData>({
  name: 'ContactChannels',
  hydrate,
  defaults,
  cssVars,
  load: lazyLoad(() => import('./load.ts').then((m) => m.loadContactChannels)),
  ...lazyWidget(() => import('./Component.tsx')),
});
