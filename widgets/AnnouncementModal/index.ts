import { defineWidget, lazyLoad, lazyWidget } from '../../src/render/define-widget.ts';
import type { AnnouncementModalData } from './load.ts';
import { manifest, type AnnouncementModalProps } from './schema.ts';
import './styles.css';

export default defineWidget<AnnouncementModalProps, AnnouncementModalData>({
  name: 'AnnouncementModal',
  ...manifest,
  load: lazyLoad(() => import('./load.ts').then((m) => m.loadAnnouncements)),
  ...lazyWidget(() => import('./Component.tsx')),
});
