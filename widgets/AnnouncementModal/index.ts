import { defineWidget, lazyWidget } from '../../src/render/define-widget.ts';
import { loadAnnouncements, type AnnouncementModalData } from './load.ts';
import { defaults, hydrate, type AnnouncementModalProps } from './schema.ts';
import './styles.css';

export default defineWidget<AnnouncementModalProps, AnnouncementModalData>({
  name: 'AnnouncementModal',
  hydrate,
  defaults,
  load: loadAnnouncements,
  ...lazyWidget(() => import('./Component.tsx')),
});
