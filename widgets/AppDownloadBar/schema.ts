import type { FromSchema } from 'json-schema-to-ts';
import type { WidgetManifest, WithDefaults } from '../../schemas/widget-manifest.ts';
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

/** The §3 layout flags it renders from (see README.md). */
const follows = ['show_download_bar', 'show_app_download'] as const satisfies readonly LayoutFlag[];

/** The props as a config writes them. */
export type AppDownloadBarConfig = FromSchema<typeof propsSchema>;
/** The props as the component and loader receive them: defaults applied. */
export type AppDownloadBarProps = WithDefaults<AppDownloadBarConfig, typeof defaults>;

/** The widget's manifest (schemas/widget-manifest.ts): index.ts spreads it into defineWidget; build:schemas emits it for the tools. */
export const manifest = {
  hydrate: 'interaction',
  defaults,
  follows,
} satisfies WidgetManifest<AppDownloadBarConfig>;

/** Why this plan (README.md's "Hydration plan" line says it too); apart from `manifest`, so the player's bundle does not carry it. */
export const hydrateReason =
  'Its links work as server HTML; only the close button needs code, which loads when the player touches the bar (the click is replayed), signs in or the page moves on. It follows the `show_download_bar` and `show_app_download` layout flags: a player who dismissed it sees it go as soon as the browser has read them (the server renders it shown).';
