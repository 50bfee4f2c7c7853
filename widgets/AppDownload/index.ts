import { defineWidget, lazyWidget } from '../../src/render/define-widget.ts';
import type { AppDownloadProps } from './schema.ts';
import '../../src/ui/page-state.css';
import './styles.css';

export default defineWidget<AppDownloadProps, undefined>({
  name: 'AppDownload',
  defaults: { layout: 'side' },
  ...lazyWidget(() => import('./Component.tsx')),
});
