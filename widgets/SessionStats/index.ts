import { defineWidget, lazyWidget } from '../../src/render/define-widget.ts';
import { manifest, type SessionStatsProps } from './schema.ts';
import './styles.css';

export default defineWidget<SessionStatsProps, undefined>({
  name: 'SessionStats',
  ...manifest,
  // only where the regulator's pack asks for it (UKGC): elsewhere the node renders nothing and its code never loads
  appliesTo: (jurisdiction) => jurisdiction?.sessionStats === true,
  ...lazyWidget(() => import('./Component.tsx')),
});
