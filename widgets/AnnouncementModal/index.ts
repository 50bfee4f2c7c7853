import { defineWidget, lazyWidget } from '../../src/render/define-widget.ts';
import { loadAnnouncements, type AnnouncementModalData } from './load.ts';
import type { AnnouncementModalProps } from './schema.ts';
import './styles.css';

export default defineWidget<AnnouncementModalProps, AnnouncementModalData>({
  name: 'AnnouncementModal',
  defaults: { title: 'ui.announcement.title', limit: 5 },
  load: loadAnnouncements,
  ...lazyWidget(() => import('./Component.tsx')),
});
