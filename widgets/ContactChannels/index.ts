import { defineWidget, lazyWidget } from '../../src/render/define-widget.ts';
import { loadContactChannels, type ContactChannelsData } from './load.ts';
import { cssVars, defaults, hydrate, type ContactChannelsProps } from './schema.ts';
import '../../src/ui/page-state.css';
import './styles.css';

export default defineWidget<ContactChannelsProps, ContactChannelsData>({
  name: 'ContactChannels',
  hydrate,
  defaults,
  cssVars,
  load: loadContactChannels,
  ...lazyWidget(() => import('./Component.tsx')),
});
