import { defineWidget, lazyWidget } from '../../src/render/define-widget.ts';
import { manifest, type ProfileFormProps } from './schema.ts';
import '../../src/ui/page-state.css';
import './styles.css';

export default defineWidget<ProfileFormProps, undefined>({
  name: 'ProfileForm',
  ...manifest,
  ...lazyWidget(() => import('./Component.tsx')),
});
