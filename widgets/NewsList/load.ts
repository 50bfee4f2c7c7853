import type { LoadContext } from '../../src/render/types.ts';
import type { NewsListProps } from './schema.ts';

export interface NewsItem {
  id: string;
  title: string;
  content: string;
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
    const title = typeof r.title === 'string' ? r.title : '';
    const content = typeof r.content === 'string' ? r.content : '';
    if (!title && !content) return [];
    return [{ id: typeof r.id === 'string' || typeof r.id === 'number' ? String(r.id) : `n-${i}`, title, content, date: typeof r.date === 'string' ? r.date : '' }];
  });
}

export async function loadNewsList(_props: NewsListProps, ctx: LoadContext): Promise<NewsListData> {
  const res = await ctx.api.home.fetchAnnouncement({ domain_name: ctx.domain, external_id: ctx.externalId });
  if (res.statusCode !== 1) throw new Error(res.statusDetail ?? res.statusMessage ?? 'news unavailable');
  return { items: readNews(res.value) };
}
