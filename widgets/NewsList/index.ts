import { defineWidget, lazyLoad, lazyWidget } from '../../src/render/define-widget.ts';
import type { NewsListData } from './load.ts';
import { manifest, type NewsListProps } from './schema.ts';
import '../../src/ui/page-state.css';
import './styles.css';

export default defineWidget<NewsListProps, NewsListData>({
  name: 'NewsList',
  ...manifest,
  load: lazyLoad(() => import('./load.ts').then((m) => m.loadNewsList)),
  ...lazyWidget(() => import('./Component.tsx')),
});
