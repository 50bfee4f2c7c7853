import { defineWidget, lazyWidget } from '../../src/render/define-widget.ts';
import type { RegisterFormProps } from './schema.ts';
import '../../src/ui/page-state.css';
import './styles.css';

export default defineWidget<RegisterFormProps, undefined>({
  name: 'RegisterForm',
  defaults: { width: 'narrow' },
  ...lazyWidget(() => import('./Component.tsx')),
});
