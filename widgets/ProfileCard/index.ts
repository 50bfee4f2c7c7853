import { defineWidget, lazyWidget } from '../../src/render/define-widget.ts';
import { defaults, hydrate, type ProfileCardProps } from './schema.ts';
import '../../src/ui/page-state.css';
import './styles.css';

export default defineWidget<ProfileCardProps, undefined>({
  name: 'ProfileCard',
  hydrate,
  defaults,
  ...lazyWidget(() => import('./Component.tsx')),
});
