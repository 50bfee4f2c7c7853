import { defineWidget, lazyLoad, lazyWidget } from '../../src/render/define-widget.ts';
import type { CmsContentData } from '../_shared/cms/load.ts';
import { manifest, type CmsContentProps } from './schema.ts';
import '../../src/ui/page-state.css';
import '../_shared/cms/cms.css';

export default defineWidget<CmsContentProps, CmsContentData>({
  name: 'CmsContent',
  ...manifest,
  load: lazyLoad(() => import('../_shared/cms/load.ts').then((m) => m.loadCmsContent)),
  ...lazyWidget(() => import('./Component.tsx')),
});
