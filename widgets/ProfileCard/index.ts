import { defineWidget, lazyWidget } from '../../src/render/define-widget.ts';
import type { ProfileCardProps } from './schema.ts';
import '../../src/ui/page-state.css';
import './styles.css';

export default defineWidget<ProfileCardProps, undefined>({
  name: 'ProfileCard',
  defaults: { showStatus: true, showActions: true },
  ...lazyWidget(() => import('./Component.tsx')),
});
