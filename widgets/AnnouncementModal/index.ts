import { defineWidget, lazyLoad, lazyWidget } from '../../src/render/define-widget.ts';
import type { AnnouncementModalData } from './load.ts';
import { defaults, hydrate, type AnnouncementModalProps } from './schema.ts';
import './styles.css';

export default defineWidget<AnnouncementModalProps, AnnouncementModalData>({
  name: 'AnnouncementModal',
  hydrate,
  defaults,
  load: lazyLoad(() => import('./load.ts').then((m) => m.loadAnnouncements)),
  ...lazyWidget(() => import('./Component.tsx')),
});
