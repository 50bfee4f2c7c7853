/** The config format version this code reads. Bump it only together with a new migration. */
export const CURRENT_VERSION = 1;
