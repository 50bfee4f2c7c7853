import type { LoadContext } from '../../src/render/types.ts';
import { parseSlides, type Slide } from '../../src/api/readers/slides.ts';
import type { HeroCarouselProps } from './schema.ts';

export interface HeroCarouselData {
  slides: Slide[];
}

export async function loadHeroCarousel(props: HeroCarouselProps, ctx: LoadContext): Promise<HeroCarouselData> {
  const res = await ctx.api.home.fetchSlide({ domain_name: ctx.domain, external_id: ctx.externalId });
  if (res.statusCode !== 1) throw new Error(res.statusDetail ?? res.statusMessage ?? 'slides unavailable');
  const slides = parseSlides(res.value ?? []);
  if (!slides) throw new Error('fetch_slide: unexpected item shape');
  return { slides: slides.slice(0, props.limit) };
}
