import { defineWidget, lazyWidget } from '../../src/render/define-widget.ts';
import { manifest, type DepositLimitProps } from './schema.ts';
import '../_shared/player-protection/deposit-limit-form.css';
import './styles.css';

export default defineWidget<DepositLimitProps, undefined>({
  name: 'DepositLimit',
  ...manifest,
  ...lazyWidget(() => import('./Component.tsx')),
  // only where the regulator asks for a deposit limit (UKGC): elsewhere the account page loads none of its code
  appliesTo: (jurisdiction) => jurisdiction?.depositLimitPrompt !== undefined,
});
