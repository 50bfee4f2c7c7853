import type { FromSchema } from 'json-schema-to-ts';
import type { WidgetManifest, WithDefaults } from '../../schemas/widget-manifest.ts';

/** A page's title and intro, from message keys so every language reads its own. */
export const propsSchema = {
  type: 'object',
  required: ['title'],
  additionalProperties: false,
  properties: {
    title: { description: "Message key of the page's title.", type: 'string', minLength: 1 },
    subtitle: { description: 'Message key of the intro under the title; none when unset.', examples: ['ui.pageIntro.promotions'], type: 'string' },
    align: { description: 'Align the heading to the start of the line or centre it.', enum: ['start', 'center'] },
  },
} as const;

/** What a node's props start from (the renderer merges them first). */
export const defaults = { title: 'ui.home', align: 'start' } satisfies Partial<PageHeadingConfig>;

/** The props as a config writes them. */
export type PageHeadingConfig = FromSchema<typeof propsSchema>;
/** The props as the component and loader receive them: defaults applied. */
export type PageHeadingProps = WithDefaults<PageHeadingConfig, typeof defaults>;

/** The widget's manifest (schemas/widget-manifest.ts): index.ts spreads it into defineWidget; build:schemas emits it for the tools. */
export const manifest = {
  hydrate: 'never',
  defaults,
} satisfies WidgetManifest<PageHeadingConfig>;

/** Why this plan (README.md's "Hydration plan" line says it too); apart from `manifest`, so the player's bundle does not carry it. */
export const hydrateReason = 'A heading: no input and no client-side effect.';
