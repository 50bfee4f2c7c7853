import { defineWidget, lazyLoad, lazyWidget } from '../../src/render/define-widget.ts';
import type { Partner } from '../../schemas/api/settings.ts';
import { manifest, type PartnersPanelProps } from './schema.ts';
import './styles.css';

export default defineWidget<PartnersPanelProps, Partner[]>({
  name: 'PartnersPanel',
  ...manifest,
  load: lazyLoad(() => import('./load.ts').then((m) => m.loadPartners)),
  ...lazyWidget(() => import('./Component.tsx')),
});
