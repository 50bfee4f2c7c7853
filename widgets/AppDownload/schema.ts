import type { FromSchema } from 'json-schema-to-ts';

/** /download: the site's app (§3 site android_sub, ios_sub, manifest_icon). */
export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    layout: { enum: ['stacked', 'side'] },
  },
} as const;

export type AppDownloadProps = FromSchema<typeof propsSchema>;
