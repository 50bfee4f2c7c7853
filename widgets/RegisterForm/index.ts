import { defineWidget, lazyWidget } from '../../src/render/define-widget.ts';
import { manifest, type RegisterFormProps } from './schema.ts';
import '../../src/ui/page-state.css';
import '../_shared/player-protection/deposit-limit-form.css';
import '../../src/auth/marketing-consent/consent-grid.css';
import './styles.css';

export default defineWidget<RegisterFormProps, undefined>({
  name: 'RegisterForm',
  ...manifest,
  ...lazyWidget(() => import('./Component.tsx')),
});
