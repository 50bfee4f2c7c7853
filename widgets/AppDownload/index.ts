import { defineWidget, lazyWidget } from '../../src/render/define-widget.ts';
import { manifest, type AppDownloadProps } from './schema.ts';
import '../../src/ui/page-state.css';
import './styles.css';

export default defineWidget<AppDownloadProps, undefined>({
  name: 'AppDownload',
  ...manifest,
  ...lazyWidget(() => import('./Component.tsx')),
});
