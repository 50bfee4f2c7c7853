import { defineWidget, lazyWidget } from '../../src/render/define-widget.ts';
import { defaults, hydrate, type AppDownloadProps } from './schema.ts';
import '../../src/ui/page-state.css';
import './styles.css';

export default defineWidget<AppDownloadProps, undefined>({
  name: 'AppDownload',
  hydrate,
  defaults,
  ...lazyWidget(() => import('./Component.tsx')),
});
