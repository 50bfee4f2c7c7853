import { defineWidget, lazyWidget } from '../../src/render/define-widget.ts';
import { defaults, hydrate, type LanguageSwitcherProps } from './schema.ts';
import './styles.css';

export default defineWidget<LanguageSwitcherProps, undefined>({
  name: 'LanguageSwitcher',
  hydrate,
  defaults,
  ...lazyWidget(() => import('./Component.tsx')),
});
