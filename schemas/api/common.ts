/** Fields every backend response carries (§7: success is statusCode 1). */
export const statusFields = {
  statusCode: { type: 'integer' },
  statusMessage: { type: 'string' },
  statusDetail: { type: 'string' },
} as const;
