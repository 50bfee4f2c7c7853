import type { Node, TreeData } from '../render/types.ts';
import { prefersLocal } from '../i18n/pick-text.ts';
import type { LanguageCode } from '../i18n/languages.ts';

/**
 * Widgets that show each bilingual pair of their data (`title` / `title_local`) only through
 * pickText (`usePickText().pick`): a first load's page carries only the side its language shows.
 * Not PromotionsList, which also shows `title` itself.
 */
const PICKED_ONLY: ReadonlySet<string> = new Set(['AnnouncementModal', 'HeroCarousel', 'Marquee', 'NewsList']);

const LOCAL = '_local';

const isPlain = (value: object): boolean => {
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
};

/**
 * `value` without the side of each bilingual pair that pickText does not choose for a page in `player`,
 * where the chosen side has text (else pickText falls back, and both stay): pickText answers the same
 * on the result, as it reads a missing side as an empty one. Left out rather than left empty, the side
 * costs no bytes at all (an empty `"…_local":""` per item was ≈ 28 B gz of casino1's `/rus`). A client navigation's loaders (a language switch among them) fetch
 * their data whole.
 */
export function pickedPairs(value: unknown, player: LanguageCode, siteLocal: LanguageCode): unknown {
  if (Array.isArray(value)) return value.map((item: unknown) => pickedPairs(item, player, siteLocal));
  if (typeof value !== 'object' || value === null || !isPlain(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) out[key] = pickedPairs(item, player, siteLocal);
  const local = prefersLocal(player, siteLocal);
  for (const key of Object.keys(out)) {
    if (!key.endsWith(LOCAL)) continue;
    const base = key.slice(0, -LOCAL.length);
    const [chosen, other] = local ? [key, base] : [base, key];
    const text = out[chosen];
    if (typeof out[base] === 'string' && typeof out[key] === 'string' && typeof text === 'string' && text.trim() !== '') delete out[other];
  }
  return out;
}

function nodeAt(root: Node, prefix: string, path: string): Node | undefined {
  if (path === prefix) return root;
  if (!path.startsWith(`${prefix}/`)) return undefined;
  let node: Node | undefined = root;
  for (const step of path.slice(prefix.length + 1).split('/')) node = node?.children?.[Number(step)];
  return node;
}

/** A tree's carried loader results with `pickedPairs` applied to those of the PICKED_ONLY widgets. */
export function carriedTexts(root: Node, prefix: string, data: TreeData, player: LanguageCode, siteLocal: LanguageCode): TreeData {
  return Object.fromEntries(
    Object.entries(data).map(([path, result]) => {
      const widget = nodeAt(root, prefix, path)?.widget;
      return [path, result.ok && widget !== undefined && PICKED_ONLY.has(widget) ? { ok: true, value: pickedPairs(result.value, player, siteLocal) } : result];
    }),
  );
}
