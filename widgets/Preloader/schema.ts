import type { FromSchema } from 'json-schema-to-ts';

/**
 * /preloader: the site's loading screen (logo, progress, status text). With `autoContinueMs` it
 * moves on by itself, as a splash page would.
 */
export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    continueTo: { type: 'string', pattern: '^/[a-z0-9/-]*$' },
    autoContinueMs: { type: 'integer', minimum: 0, maximum: 10000 },
  },
} as const;

export type PreloaderProps = FromSchema<typeof propsSchema>;
