import { defineWidget, lazyLoad, lazyWidget } from '../../src/render/define-widget.ts';
import type { ReferralData } from './load.ts';
import { manifest, type ReferralPanelProps } from './schema.ts';
import '../../src/ui/page-state.css';
import './styles.css';

export default defineWidget<ReferralPanelProps, ReferralData>({
  name: 'ReferralPanel',
  ...manifest,
  load: lazyLoad(() => import('./load.ts').then((m) => m.loadReferral)),
  ...lazyWidget(() => import('./Component.tsx')),
});
