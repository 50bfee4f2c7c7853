import { defineWidget, lazyWidget } from '../../src/render/define-widget.ts';
import { manifest, type LanguageSwitcherProps } from './schema.ts';
import './styles.css';

export default defineWidget<LanguageSwitcherProps, undefined>({
  name: 'LanguageSwitcher',
  ...manifest,
  ...lazyWidget(() => import('./Component.tsx')),
});
