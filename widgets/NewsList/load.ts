import type { LoadContext } from '../../src/render/types.ts';
import type { NewsListProps } from './schema.ts';
import { readAnnouncements, type Announcement } from '../../src/api/readers/announcements.ts';

export interface NewsListData {
  items: Announcement[];
}

export async function loadNewsList(_props: NewsListProps, ctx: LoadContext): Promise<NewsListData> {
  const res = await ctx.api.home.fetchAnnouncement({ domain_name: ctx.domain, external_id: ctx.externalId });
  if (res.statusCode !== 1) throw new Error(res.statusDetail ?? res.statusMessage ?? 'news unavailable');
  return { items: readAnnouncements(res.value) };
}
