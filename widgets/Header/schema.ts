import type { FromSchema } from 'json-schema-to-ts';
import type { WidgetManifest, WithDefaults } from '../../schemas/widget-manifest.ts';

export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    variant: { description: 'Layout of the header: `bar`, `centered` or `compact`.', enum: ['bar', 'centered', 'compact'] },
    logo: { description: "Which of the site's logos to show, or its name as text.", enum: ['logo1', 'logo2', 'logo3', 'text'] },
    showNav: { description: 'Show the main navigation menu.', type: 'boolean' },
    sticky: { description: 'Keep the header at the top while the page scrolls.', type: 'boolean' },
  },
} as const;

/** What a node's props start from (the renderer merges them first). */
export const defaults = { variant: 'bar', logo: 'logo1', showNav: true, sticky: false } satisfies Partial<HeaderConfig>;

/** The props as a config writes them. */
export type HeaderConfig = FromSchema<typeof propsSchema>;
/** The props as the component and loader receive them: defaults applied. */
export type HeaderProps = WithDefaults<HeaderConfig, typeof defaults>;

/** The widget's manifest (schemas/widget-manifest.ts): index.ts spreads it into defineWidget; build:schemas emits it for the tools. */
export const manifest = {
  hydrate: 'interaction',
  defaults,
} satisfies WidgetManifest<HeaderConfig>;

/** Why this plan (README.md's "Hydration plan" line says it too); apart from `manifest`, so the player's bundle does not carry it. */
export const hydrateReason =
  "Its server HTML is the guest's header, and its links and buttons work from it: the first touch (a click, a key, focus) brings it alive and replays that click, a client navigation brings it alive to show the active link, and a sign-in to show the balance. A first visit ships none of its code.";
