import { defineWidget, lazyWidget } from '../../src/render/define-widget.ts';
import { defaults, hydrate, type ForgotPasswordFormProps } from './schema.ts';
import '../../src/ui/page-state.css';
import './styles.css';

export default defineWidget<ForgotPasswordFormProps, undefined>({
  name: 'ForgotPasswordForm',
  hydrate,
  defaults,
  ...lazyWidget(() => import('./Component.tsx')),
});
