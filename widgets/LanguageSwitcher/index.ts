import { defineWidget, lazyWidget } from '../../src/render/define-widget.ts';
import { defaults, type LanguageSwitcherProps } from './schema.ts';
import './styles.css';

export default defineWidget<LanguageSwitcherProps, undefined>({
  name: 'LanguageSwitcher',
  defaults,
  ...lazyWidget(() => import('./Component.tsx')),
});
