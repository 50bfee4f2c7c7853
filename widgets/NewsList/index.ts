import { defineWidget, lazyWidget } from '../../src/render/define-widget.ts';
import { loadNewsList, type NewsListData } from './load.ts';
import type { NewsListProps } from './schema.ts';
import '../../src/ui/page-state.css';
import './styles.css';

export default defineWidget<NewsListProps, NewsListData>({
  name: 'NewsList',
  defaults: { perPage: 10 },
  load: loadNewsList,
  ...lazyWidget(() => import('./Component.tsx')),
});
