import type { WidgetComponentProps } from '../../src/render/types.ts';
import { Controls } from './Controls.tsx';
import type { PlayerProtectionProps } from './schema.ts';
import { Status } from './Status.tsx';

/**
 * Player protection (issue 31, docs/compliance.md): on the responsible-gaming page, a time-out and
 * self-exclusion for the periods the site's regulator lists; on the account page, the player's last
 * one. Placed under `when: {auth: "player"}`, so it renders for signed-in players only.
 */
export default function PlayerProtection({ props, className }: WidgetComponentProps<PlayerProtectionProps>) {
  return props.view === 'status' ? <Status className={className} rgPath={props.rgPath} /> : <Controls className={className} />;
}
