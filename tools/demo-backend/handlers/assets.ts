import type { Context } from '../context.ts';
import { asRow, text } from '../db/row.ts';
import { errorResponse } from '../http/json-response.ts';
import type { RawRoute } from '../http/route.ts';
import { avatar, badge, gameThumbnail, siteLogo, slideImage } from '../assets/svg.ts';

const SVG_HEADERS = { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': 'public, max-age=86400', 'x-content-type-options': 'nosniff' } as const;

function svg(body: string): Response {
  return new Response(body, { headers: SVG_HEADERS });
}

function siteNameForTheme(ctx: Context, theme: string): string | null {
  const row = ctx.sql('SELECT site_name FROM sites WHERE theme_code = ? ORDER BY id LIMIT 1').get(theme);
  return row ? text(asRow(row), 'site_name') : null;
}

/** Resolves /api/assets/<kind>/<name>.svg to a generated image, or null for an unknown one. */
function render(ctx: Context, parts: string[]): string | null {
  const [kind, first, second] = parts;
  if (kind === 'game' && first && second && parts.length === 3) {
    const game = ctx.sql('SELECT game_name FROM games WHERE provider_code = ? AND game_code = ?').get(first, second);
    return game ? gameThumbnail(text(asRow(game), 'game_name'), first) : null;
  }
  if (parts.length !== 2 || !first) return null;
  const logo = /^(.+)-([123])$/.exec(first);
  switch (kind) {
    case 'logo': {
      const name = logo?.[1] ? siteNameForTheme(ctx, logo[1]) : null;
      return name && logo ? siteLogo(name, Number(logo[2])) : null;
    }
    case 'icon':
      return first.startsWith('menu-') ? badge(first.slice(5).toUpperCase(), 64, 64) : siteLogo(siteNameForTheme(ctx, first) ?? first, 3);
    case 'provider':
      return ctx.sql('SELECT 1 FROM providers WHERE provider_code = ?').get(first) ? badge(first, 160, 64) : null;
    case 'partner':
      return /^[a-z0-9-]{1,64}$/.test(first)
        ? badge(
            first.replace(/-/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase()),
            200,
            80,
          )
        : null;
    case 'slide': {
      const match = /^(.+)-(\d{1,2})$/.exec(first);
      if (!match?.[1]) return null;
      const row = ctx
        .sql('SELECT s.title FROM slides s JOIN sites t ON t.id = s.site_id WHERE t.theme_code = ? AND s.position = ? ORDER BY t.id LIMIT 1')
        .get(match[1], Number(match[2]));
      return row ? slideImage(text(asRow(row), 'title'), match[1]) : null;
    }
    case 'ai': {
      const match = /^(.+)-(large|small)$/.exec(first);
      return match?.[1] ? avatar(match[1], match[2] === 'large' ? 256 : 64) : null;
    }
    default:
      return null;
  }
}

export const assetRoute: RawRoute = {
  method: 'GET',
  kind: 'raw',
  run: (ctx, _request, url) => {
    const rest = url.pathname.slice('/api/assets/'.length);
    if (!rest.endsWith('.svg')) return errorResponse(404, 'notFound', `No asset at ${url.pathname}`);
    let parts: string[];
    try {
      parts = rest.slice(0, -4).split('/').map(decodeURIComponent);
    } catch {
      return errorResponse(400, 'invalidRequest', 'Malformed percent-encoding in the asset path');
    }
    const body = render(ctx, parts);
    return body ? svg(body) : errorResponse(404, 'notFound', `No asset at ${url.pathname}`);
  },
};
