import { defineWidget, lazyWidget } from '../../src/render/define-widget.ts';
import { loadContactChannels, type ContactChannelsData } from './load.ts';
import type { ContactChannelsProps } from './schema.ts';
import '../../src/ui/page-state.css';
import './styles.css';

export default defineWidget<ContactChannelsProps, ContactChannelsData>({
  name: 'ContactChannels',
  defaults: { columns: 1 },
  cssVars: { columns: '--contact-columns' },
  load: loadContactChannels,
  ...lazyWidget(() => import('./Component.tsx')),
});
