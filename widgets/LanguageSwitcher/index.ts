import { defineWidget, lazyWidget } from '../../src/render/define-widget.ts';
import type { LanguageSwitcherProps } from './schema.ts';
import './styles.css';

export default defineWidget<LanguageSwitcherProps, undefined>({
  name: 'LanguageSwitcher',
  defaults: { showName: false },
  ...lazyWidget(() => import('./Component.tsx')),
});
