import { defineWidget, lazyLoad, lazyWidget } from '../../src/render/define-widget.ts';
import type { ContactChannelsData } from './load.ts';
import { manifest, type ContactChannelsProps } from './schema.ts';
import '../../src/ui/page-state.css';
import './styles.css';

export default defineWidget<ContactChannelsProps, ContactChannelsData>({
  name: 'ContactChannels',
  ...manifest,
  load: lazyLoad(() => import('./load.ts').then((m) => m.loadContactChannels)),
  ...lazyWidget(() => import('./Component.tsx')),
});
