import type { FromSchema } from 'json-schema-to-ts';
import type { WidgetManifest, WithDefaults } from '../../schemas/widget-manifest.ts';

/** The /change-password page (§7 update_password). */
export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    width: { description: 'Width of the form card.', enum: ['narrow', 'wide'] },
  },
} as const;

/** What a node's props start from (the renderer merges them first). */
export const defaults = { width: 'narrow' } satisfies Partial<ChangePasswordFormConfig>;

/** The props as a config writes them. */
export type ChangePasswordFormConfig = FromSchema<typeof propsSchema>;
/** The props as the component and loader receive them: defaults applied. */
export type ChangePasswordFormProps = WithDefaults<ChangePasswordFormConfig, typeof defaults>;

/** The widget's manifest (schemas/widget-manifest.ts): index.ts spreads it into defineWidget; build:schemas emits it for the tools. */
export const manifest = {
  hydrate: 'load',
  defaults,
} satisfies WidgetManifest<ChangePasswordFormConfig>;

/** Why this plan (README.md's "Hydration plan" line says it too); apart from `manifest`, so the player's bundle does not carry it. */
export const hydrateReason = 'A form: the player types into it as soon as the page shows.';
