import { defineWidget, lazyWidget } from '../../src/render/define-widget.ts';
import { manifest, type ChangePasswordFormProps } from './schema.ts';
import '../../src/ui/page-state.css';
import './styles.css';

export default defineWidget<ChangePasswordFormProps, undefined>({
  name: 'ChangePasswordForm',
  ...manifest,
  ...lazyWidget(() => import('./Component.tsx')),
});
