import type { FromSchema } from 'json-schema-to-ts';

export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    /** bar: a slim strip fixed to the bottom (layout flag show_download_bar); card: an in-page panel (show_app_download) */
    variant: { enum: ['bar', 'card'] },
    /** hidden from the desktop breakpoint (1024 px) up: the apps are for phones and tablets */
    hideOnDesktop: { type: 'boolean' },
  },
} as const;

export type AppDownloadBarProps = FromSchema<typeof propsSchema>;
