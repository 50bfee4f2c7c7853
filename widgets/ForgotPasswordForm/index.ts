import { defineWidget, lazyWidget } from '../../src/render/define-widget.ts';
import { manifest, type ForgotPasswordFormProps } from './schema.ts';
import '../../src/ui/page-state.css';
import './styles.css';

export default defineWidget<ForgotPasswordFormProps, undefined>({
  name: 'ForgotPasswordForm',
  ...manifest,
  ...lazyWidget(() => import('./Component.tsx')),
});
