import type { FromSchema } from 'json-schema-to-ts';
import type { CssVarMap, WidgetManifest, WithDefaults } from '../../schemas/widget-manifest.ts';

/** §2 the floating area: rewards icon, live-chat button, AI-assistant icon, partners panel. */
export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    side: { description: 'Which side of the viewport the floating icons sit on.', enum: ['right', 'left'] },
    offset: { description: "Distance from the viewport's edge in px.", type: 'integer', minimum: 0, maximum: 200 },
  },
} as const;

/** What a node's props start from (the renderer merges them first). */
export const defaults = { side: 'right', offset: 16 } satisfies Partial<FloatingAreaConfig>;

const cssVars = { offset: '--floating-offset' } satisfies CssVarMap<FloatingAreaConfig>;

/** The props as a config writes them. */
export type FloatingAreaConfig = FromSchema<typeof propsSchema>;
/** The props as the component and loader receive them: defaults applied. */
export type FloatingAreaProps = WithDefaults<FloatingAreaConfig, typeof defaults>;

/** The widget's manifest (schemas/widget-manifest.ts): index.ts spreads it into defineWidget; build:schemas emits it for the tools. */
export const manifest = {
  hydrate: 'never',
  defaults,
  cssVars,
} satisfies WidgetManifest<FloatingAreaConfig>;

/** Why this plan (README.md's "Hydration plan" line says it too); apart from `manifest`, so the player's bundle does not carry it. */
export const hydrateReason = 'A positioned container: it has no input or effect of its own (its children follow their own plans).';
