import { defineWidget, lazyWidget } from '../../src/render/define-widget.ts';
import { manifest, type ProfileCardProps } from './schema.ts';
import '../../src/ui/page-state.css';
import './styles.css';

export default defineWidget<ProfileCardProps, undefined>({
  name: 'ProfileCard',
  ...manifest,
  ...lazyWidget(() => import('./Component.tsx')),
});
