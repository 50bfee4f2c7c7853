import type { FromSchema } from 'json-schema-to-ts';

export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    showName: { type: 'boolean' },
  },
} as const;

export type LanguageSwitcherProps = FromSchema<typeof propsSchema>;
