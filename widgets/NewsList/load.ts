import type { LoadContext } from '../../src/render/types.ts';
import type { NewsListProps } from './schema.ts';

export interface NewsItem {
  id: string;
  title: string;
  content: string;
  /** title and content in the site's local language ('' when not sent) */
  title_local: string;
  content_local: string;
  date: string;
}

export interface NewsListData {
  items: NewsItem[];
}

/** fetch_announment's `value` (§7: shape not shown); items without a title or text are left out. Plain text only. */
export function readNews(value: unknown): NewsItem[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((raw, i): NewsItem[] => {
    if (!raw || typeof raw !== 'object') return [];
    const r = raw as Record<string, unknown>;
    const str = (v: unknown) => (typeof v === 'string' ? v : '');
    const [title, content, title_local, content_local] = [str(r.title), str(r.content), str(r.title_local), str(r.content_local)];
    if (!title && !content && !title_local && !content_local) return [];
    const id = typeof r.id === 'string' || typeof r.id === 'number' ? String(r.id) : `n-${i}`;
    return [{ id, title, content, title_local, content_local, date: str(r.date) }];
  });
}

export async function loadNewsList(_props: NewsListProps, ctx: LoadContext): Promise<NewsListData> {
  const res = await ctx.api.home.fetchAnnouncement({ domain_name: ctx.domain, external_id: ctx.externalId });
  if (res.statusCode !== 1) throw new Error(res.statusDetail ?? res.statusMessage ?? 'news unavailable');
  return { items: readNews(res.value) };
}
