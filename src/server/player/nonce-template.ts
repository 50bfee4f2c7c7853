import { constants, crc32, deflateRawSync } from 'node:zlib';

/**
 * A rendered page kept for re-serving: the HTML cut at its nonce slots, each piece also deflated
 * once. Serving it again costs a join (identity) or a few header bytes around the kept pieces
 * (gzip): a fresh nonce per response without rendering or compressing the page again.
 */
export interface NonceTemplate {
  pieces: Buffer[];
  /** deflated on first use: a page only ever sent without gzip (rendered per request) is never compressed */
  readonly deflated: Buffer[];
  length: number;
}

/** `slot` is a random token the page was rendered with in place of a nonce; it never leaves the server. */
export function createNonceTemplate(html: string, slot: string): NonceTemplate {
  const pieces = html.split(slot).map((p) => Buffer.from(p, 'utf8'));
  let deflated: Buffer[] | undefined;
  return {
    pieces,
    length: pieces.reduce((n, p) => n + p.length, 0),
    get deflated() {
      // sync-flushed raw deflate ends byte-aligned and unfinished: independent pieces chain into one stream
      deflated ??= pieces.map((p) => deflateRawSync(p, { level: 6, finishFlush: constants.Z_SYNC_FLUSH }));
      return deflated;
    },
  };
}

/** The page with `nonce` in every slot, as the pieces to write in order (nothing copied). */
export function nonceParts(t: NonceTemplate, nonce: string): Buffer[] {
  const n = Buffer.from(nonce, 'utf8');
  const out: Buffer[] = [];
  t.pieces.forEach((p, i) => {
    if (i > 0) out.push(n);
    out.push(p);
  });
  return out;
}

/** The byte length of the page once `nonce` fills its slots. */
export const filledLength = (t: NonceTemplate, nonce: string): number => t.length + Buffer.byteLength(nonce) * (t.pieces.length - 1);

/** A deflate "stored" block holding `data` (≤ 65,535 bytes), starting byte-aligned. */
function storedBlock(data: Buffer, final: boolean): Buffer {
  const head = Buffer.alloc(5);
  head[0] = final ? 1 : 0;
  head.writeUInt16LE(data.length, 1);
  head.writeUInt16LE(~data.length & 0xffff, 3);
  return Buffer.concat([head, data]);
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);

/** The same page gzip-encoded (RFC 1952): the kept deflated pieces with the nonce stored between them. */
export function fillNonceGzip(t: NonceTemplate, nonce: string): Buffer {
  const n = Buffer.from(nonce, 'utf8');
  const body: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  t.deflated.forEach((d, i) => {
    if (i > 0) {
      body.push(storedBlock(n, false));
      crc = crc32(n, crc);
    }
    body.push(d);
    crc = crc32(t.pieces[i]!, crc);
  });
  body.push(storedBlock(Buffer.alloc(0), true));
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE((t.length + n.length * (t.pieces.length - 1)) >>> 0, 4);
  body.push(trailer);
  return Buffer.concat(body);
}
