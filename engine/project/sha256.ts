/**
 * A SHA-256 as hex. node:crypto is loaded at the first hash, not with the module: a cached
 * config-lint run (tools/config-lint/quick.ts) hashes nothing, and loading it costs a start ~25 ms of CPU.
 */
export function sha256(data: string | Uint8Array): string {
  return process.getBuiltinModule('node:crypto').createHash('sha256').update(data).digest('hex');
}
