import type { FromSchema } from 'json-schema-to-ts';
import type { WidgetManifest, WithDefaults } from '../../schemas/widget-manifest.ts';

/** The player's deposit limit on the account page, where the regulator asks for one (UKGC, docs/compliance.md). */
export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {},
} as const;

/** What a node's props start from (the renderer merges them first). */
export const defaults = {} satisfies Partial<DepositLimitConfig>;

/** The props as a config writes them. */
export type DepositLimitConfig = FromSchema<typeof propsSchema>;
/** The props as the component and loader receive them: defaults applied. */
export type DepositLimitProps = WithDefaults<DepositLimitConfig, typeof defaults>;

/** The widget's manifest (schemas/widget-manifest.ts): index.ts spreads it into defineWidget; build:schemas emits it for the tools. */
export const manifest = {
  hydrate: 'load',
  defaults,
} satisfies WidgetManifest<DepositLimitConfig>;

/** Why this plan (README.md's "Hydration plan" line says it too); apart from `manifest`, so the player's bundle does not carry it. */
export const hydrateReason =
  'The limit is behind the player’s token, read after hydration; on the account page only, and only where the regulator asks for a limit, so it adds nothing to a first visit’s JavaScript.';
