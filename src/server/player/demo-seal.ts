/**
 * DEMO_SEAL_PORT: the loopback port the demo's stand-in Curaçao seal is served on (README); unset:
 * none, and no page loads a demo seal. Checked at start: a value that is not a port stops the server.
 */
export function demoSealPortFrom(env: NodeJS.ProcessEnv): number | undefined {
  const raw = env['DEMO_SEAL_PORT']?.trim();
  if (!raw) return undefined;
  const port = Number(raw);
  if (!/^[0-9]{1,5}$/.test(raw) || port < 1 || port > 65535) throw new Error(`DEMO_SEAL_PORT must be a TCP port (1–65535), got ${JSON.stringify(raw)}`);
  return port;
}
