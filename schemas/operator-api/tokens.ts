/** Named API tokens as a request names them (docs/operators.md "API tokens"): one home for the API's schema and the CLI's checks. */
export const TOKEN_NAME_PATTERN = '^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$';
export const TOKEN_DEFAULT_DAYS = 90;
export const TOKEN_MAX_DAYS = 365;
