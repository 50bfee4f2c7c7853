import type { FromSchema } from 'json-schema-to-ts';
import type { HydratePlan, WithDefaults } from '../../schemas/widget-manifest.ts';
import type { LayoutFlag } from '../../src/state/layout.ts';

export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    variant: {
      description: '`bar`: a slim strip fixed to the bottom (layout flag show_download_bar); `card`: an in-page panel (show_app_download).',
      enum: ['bar', 'card'],
    },
    hideOnDesktop: { description: 'Hidden from the desktop breakpoint (1024 px) up: the apps are for phones and tablets.', type: 'boolean' },
  },
} as const;

/** What a node's props start from (the renderer merges them first). */
export const defaults = { variant: 'bar', hideOnDesktop: true } satisfies Partial<AppDownloadBarConfig>;

/** See README.md: why this plan. */
export const hydrate: HydratePlan = 'interaction';

/** The §3 layout flags it renders from (see README.md). */
export const follows = ['show_download_bar', 'show_app_download'] as const satisfies readonly LayoutFlag[];

/** The props as a config writes them. */
export type AppDownloadBarConfig = FromSchema<typeof propsSchema>;
/** The props as the component and loader receive them: defaults applied. */
export type AppDownloadBarProps = WithDefaults<AppDownloadBarConfig, typeof defaults>;
