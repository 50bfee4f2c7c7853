import type { LoadContext } from '../../src/render/types.ts';
import { parseAnnouncements, type Announcement } from '../../src/api/readers/announcements.ts';
import type { AnnouncementModalProps } from './schema.ts';

export interface AnnouncementModalData {
  items: Announcement[];
}

export async function loadAnnouncements(props: AnnouncementModalProps, ctx: LoadContext): Promise<AnnouncementModalData> {
  const res = await ctx.api.home.fetchAnnouncement({ domain_name: ctx.domain, external_id: ctx.externalId });
  if (res.statusCode !== 1) throw new Error(res.statusDetail ?? res.statusMessage ?? 'announcements unavailable');
  const items = parseAnnouncements(res.value ?? []);
  if (!items) throw new Error('fetch_announment: unexpected item shape');
  return { items: items.slice(0, props.limit) };
}
