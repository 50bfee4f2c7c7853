import { defineWidget, lazyWidget } from '../../src/render/define-widget.ts';
import { defaults, hydrate, type ChangePasswordFormProps } from './schema.ts';
import '../../src/ui/page-state.css';
import './styles.css';

export default defineWidget<ChangePasswordFormProps, undefined>({
  name: 'ChangePasswordForm',
  hydrate,
  defaults,
  ...lazyWidget(() => import('./Component.tsx')),
});
