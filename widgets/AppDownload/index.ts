import { defineWidget, lazyWidget } from '../../src/render/define-widget.ts';
import { defaults, type AppDownloadProps } from './schema.ts';
import '../../src/ui/page-state.css';
import './styles.css';

export default defineWidget<AppDownloadProps, undefined>({
  name: 'AppDownload',
  defaults,
  ...lazyWidget(() => import('./Component.tsx')),
});
