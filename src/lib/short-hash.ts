/**
 * FNV-1a (32 bit), base 36: a short, stable name for a text, the same on the server and in the
 * browser. Not for security: it names CSS blocks (src/render/css-vars.ts) and says what a deferred
 * slot's server HTML was rendered from (src/render/HydrateSlot.tsx).
 */
export function shortHash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(36);
}
