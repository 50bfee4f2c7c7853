import type { LoadContext } from '../../src/render/types.ts';
import { parseAnnouncements } from '../../src/api/readers/announcements.ts';
import { parseSlides } from '../../src/api/readers/slides.ts';
import type { PromotionsListProps } from './schema.ts';

export interface Promo {
  /** unique across sources: `slide-3`, `announcement-2`; the ?promo= value of its detail view */
  id: string;
  kind: 'slide' | 'announcement';
  title: string;
  image: string;
  body: string;
  /** title and body in the site's local language ('' when not sent) */
  title_local: string;
  body_local: string;
  date: string;
  link: string;
}

export interface PromotionsData {
  promos: Promo[];
  /** some source failed: what is shown is incomplete */
  partial: boolean;
}

async function fromSlides(ctx: LoadContext): Promise<Promo[] | null> {
  const res = await ctx.api.home.fetchSlide({ domain_name: ctx.domain, external_id: ctx.externalId });
  const slides = res.statusCode === 1 ? parseSlides(res.value ?? []) : null;
  return (
    slides?.map((s) => ({
      id: `slide-${s.id}`,
      kind: 'slide',
      title: s.title,
      title_local: s.title_local,
      image: s.image,
      body: '',
      body_local: '',
      date: '',
      link: s.link,
    })) ?? null
  );
}

async function fromAnnouncements(ctx: LoadContext): Promise<Promo[] | null> {
  const res = await ctx.api.home.fetchAnnouncement({ domain_name: ctx.domain, external_id: ctx.externalId });
  const items = res.statusCode === 1 ? parseAnnouncements(res.value ?? []) : null;
  return (
    items?.map((a) => ({
      id: `announcement-${a.id}`,
      kind: 'announcement',
      title: a.title,
      title_local: a.title_local,
      image: '',
      body: a.content,
      body_local: a.content_local,
      date: a.date,
      link: '',
    })) ?? null
  );
}

/** Offers and news from every configured source; fails only when every source failed. */
export async function loadPromotions(props: PromotionsListProps, ctx: LoadContext): Promise<PromotionsData> {
  const sources = props.sources;
  const results = await Promise.all(sources.map((s) => (s === 'slides' ? fromSlides(ctx) : fromAnnouncements(ctx))));
  const ok = results.filter((r): r is Promo[] => r !== null);
  if (ok.length === 0) throw new Error('promotions: every source failed');
  return { promos: ok.flat().slice(0, props.limit), partial: ok.length < results.length };
}
