/** Which port the operator surface listens on (README "Environment variables", OPERATOR_PORT). */
export const DEFAULT_OPERATOR_PORT = 3001;

export function operatorPortFrom(env: NodeJS.ProcessEnv): number | undefined {
  const raw = env['OPERATOR_PORT']?.trim();
  if (raw === 'off') return undefined;
  if (raw === undefined || raw === '') return DEFAULT_OPERATOR_PORT;
  if (!/^\d{1,5}$/.test(raw) || Number(raw) > 65_535) throw new Error(`OPERATOR_PORT must be a port number or off, got ${JSON.stringify(raw)}`);
  return Number(raw);
}
