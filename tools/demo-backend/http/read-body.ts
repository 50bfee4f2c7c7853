import { RequestError } from './json-response.ts';

export const JSON_BODY_LIMIT = 1024 * 1024;
export const MULTIPART_BODY_LIMIT = 3 * 1024 * 1024;

/** Reads at most `limit` bytes, refusing early on Content-Length and again while streaming (a lying header). */
export async function readBodyBytes(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > limit) throw new RequestError(413, 'payloadTooLarge', `Body of ${declared} bytes exceeds the ${limit}-byte limit`);
  if (!request.body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel();
      throw new RequestError(413, 'payloadTooLarge', `Body exceeds the ${limit}-byte limit`);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

export async function readJsonObject(request: Request): Promise<Record<string, unknown>> {
  const bytes = await readBodyBytes(request, JSON_BODY_LIMIT);
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  if (text.trim() === '') throw new RequestError(400, 'invalidRequest', 'Request body must be a JSON object');
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new RequestError(400, 'invalidRequest', `Malformed JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new RequestError(400, 'invalidRequest', 'Request body must be a JSON object');
  }
  return parsed as Record<string, unknown>;
}
