import { defineWidget, lazyWidget } from '../../src/render/define-widget.ts';
import { loadCmsContent, type CmsContentData } from '../_shared/cms/load.ts';
import { defaults, hydrate, type CmsContentProps } from './schema.ts';
import '../../src/ui/page-state.css';
import '../_shared/cms/cms.css';

export default defineWidget<CmsContentProps, CmsContentData>({
  name: 'CmsContent',
  hydrate,
  defaults,
  load: loadCmsContent,
  ...lazyWidget(() => import('./Component.tsx')),
});
