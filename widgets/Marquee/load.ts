import type { LoadContext } from '../../src/render/types.ts';
import { parseMarquee, type MarqueeMessage } from '../../src/api/readers/marquee.ts';
import type { MarqueeProps } from './schema.ts';

export interface MarqueeData {
  messages: MarqueeMessage[];
}

export async function loadMarquee(props: MarqueeProps, ctx: LoadContext): Promise<MarqueeData> {
  const res = await ctx.api.home.marquee({ domain_name: ctx.domain, external_id: ctx.externalId });
  if (res.statusCode !== 1) throw new Error(res.statusDetail ?? res.statusMessage ?? 'marquee unavailable');
  const messages = parseMarquee(res.value ?? []);
  if (!messages) throw new Error('marquee: unexpected item shape');
  return { messages: messages.slice(0, props.limit) };
}
