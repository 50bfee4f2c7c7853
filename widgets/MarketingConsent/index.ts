import { defineWidget, lazyWidget } from '../../src/render/define-widget.ts';
import { manifest, type MarketingConsentProps } from './schema.ts';
import '../../src/auth/marketing-consent/consent-grid.css';
import './styles.css';

export default defineWidget<MarketingConsentProps, undefined>({
  name: 'MarketingConsent',
  ...manifest,
  ...lazyWidget(() => import('./Component.tsx')),
});
