import { defineWidget, lazyLoad, lazyWidget } from '../../src/render/define-widget.ts';
import type { Partner } from '../../schemas/api/settings.ts';
import { defaults, follows, hydrate, type PartnersPanelProps } from './schema.ts';
import './styles.css';

export default defineWidget<PartnersPanelProps, Partner[]>({
  name: 'PartnersPanel',
  hydrate,
  follows,
  defaults,
  load: lazyLoad(() => import('./load.ts').then((m) => m.loadPartners)),
  ...lazyWidget(() => import('./Component.tsx')),
});
