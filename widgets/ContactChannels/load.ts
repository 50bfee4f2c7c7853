import type { LoadContext } from '../../src/render/types.ts';
import type { ContactChannelsProps } from './schema.ts';

export interface Channel {
  platform: string;
  url: string;
  handle: string;
}

export interface ContactChannelsData {
  channels: Channel[];
}

/** Only links a player can safely follow: web, mail and phone. Anything else (javascript:, data:) is dropped. */
export function safeHref(url: string): string | null {
  try {
    const u = new URL(url);
    return ['http:', 'https:', 'mailto:', 'tel:'].includes(u.protocol) ? u.toString() : null;
  } catch {
    return null;
  }
}

export function readChannels(value: unknown): Channel[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((raw): Channel[] => {
    if (!raw || typeof raw !== 'object') return [];
    const r = raw as Record<string, unknown>;
    const href = typeof r.url === 'string' ? safeHref(r.url) : null;
    const platform = typeof r.platform === 'string' ? r.platform : '';
    if (!href || !platform) return [];
    return [{ platform, url: href, handle: typeof r.handle === 'string' ? r.handle : '' }];
  });
}

export async function loadContactChannels(_props: ContactChannelsProps, ctx: LoadContext): Promise<ContactChannelsData> {
  const res = await ctx.api.settings.socialAccount({ domain_name: ctx.domain, external_id: ctx.externalId });
  if (res.statusCode !== 1) throw new Error(res.statusDetail ?? res.statusMessage ?? 'contacts unavailable');
  return { channels: readChannels(res.value) };
}
