import type { FromSchema } from 'json-schema-to-ts';
import type { CssVarMap, WidgetManifest, WithDefaults } from '../../schemas/widget-manifest.ts';

/** A layout primitive: children in a row, a column or a grid. */
export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    direction: { description: 'Children in a row, a column, a grid, or a sidebar beside the main column.', enum: ['row', 'column', 'grid', 'sidebar'] },
    gap: { description: 'Space between children in px.', type: 'integer', minimum: 0, maximum: 96 },
    columns: { description: 'Columns when `direction` is `grid`.', type: 'integer', minimum: 1, maximum: 12 },
    padding: { description: 'Padding inside the stack in px.', type: 'integer', minimum: 0, maximum: 96 },
    maxWidth: { description: 'Widest the stack grows, in px (centred); unlimited when unset.', examples: [1280], type: 'integer', minimum: 0, maximum: 4000 },
    align: {
      description: 'How children line up: at the start, centred, at the end, stretched, or spread apart (`space-between`).',
      examples: ['center'],
      enum: ['start', 'center', 'end', 'stretch', 'space-between'],
    },
    as: { description: 'The HTML element: a plain `div`, or a landmark (main, section, aside, nav).', enum: ['div', 'main', 'section', 'aside', 'nav'] },
    surface: { description: "Background of the stack: none, or one of the scheme's surface colours.", enum: ['none', 'surface', 'surface2', 'primary'] },
    label: { description: "Message key of the landmark's accessible name (for `as` section, aside or nav).", examples: ['ui.categories'], type: 'string' },
  },
} as const;

/** What a node's props start from (the renderer merges them first). */
export const defaults = { direction: 'column', gap: 16, columns: 1, padding: 0, as: 'div', surface: 'none' } satisfies Partial<StackConfig>;

const cssVars = { gap: '--stack-gap', columns: '--stack-columns', padding: '--stack-padding', maxWidth: '--stack-max' } satisfies CssVarMap<StackConfig>;

/** The props as a config writes them. */
export type StackConfig = FromSchema<typeof propsSchema>;
/** The props as the component and loader receive them: defaults applied. */
export type StackProps = WithDefaults<StackConfig, typeof defaults>;

/** The widget's manifest (schemas/widget-manifest.ts): index.ts spreads it into defineWidget; build:schemas emits it for the tools. */
export const manifest = {
  hydrate: 'never',
  defaults,
  cssVars,
} satisfies WidgetManifest<StackConfig>;

/** Why this plan (README.md's "Hydration plan" line says it too); apart from `manifest`, so the player's bundle does not carry it. */
export const hydrateReason = 'A layout primitive: it has no input or effect of its own (its children follow their own plans).';
