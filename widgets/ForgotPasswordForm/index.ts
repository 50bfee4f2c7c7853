import { defineWidget, lazyWidget } from '../../src/render/define-widget.ts';
import type { ForgotPasswordFormProps } from './schema.ts';
import '../../src/ui/page-state.css';
import './styles.css';

export default defineWidget<ForgotPasswordFormProps, undefined>({
  name: 'ForgotPasswordForm',
  defaults: { width: 'narrow' },
  ...lazyWidget(() => import('./Component.tsx')),
});
