import type { Db } from '../db/open-database.ts';
import { asRow, num } from '../db/row.ts';
import { hashPassword } from '../auth/passwords.ts';
import { cmsBody, CMS_SECTIONS } from './cms-content.ts';
import { FAQ_LANGUAGES, FAQS } from './faq-content.ts';
import { gameImageUrl, generateGames, PROVIDERS } from './game-catalogue.ts';
import { createPrng, SEED } from './prng.ts';
import { buildSeoRecords } from './seo-content.ts';
import { DOMAIN_ALIASES, SITE_SEEDS, themeColour, XSS_SITE_KEY, type SiteSeed } from './site-catalogue.ts';
import {
  assetUrl,
  buildAiAssistant,
  buildAnalytics,
  buildAnnouncements,
  buildContent,
  buildLanguages,
  buildMarquee,
  buildPartners,
  buildReferral,
  buildSlides,
  buildSocialAccounts,
  VIP_LADDER,
} from './site-content.ts';
import { generateMatches } from './sports-catalogue.ts';
import { localText, VIP_NAMES } from './local-texts.ts';
import { DEMO_ACCOUNT, DEMO_PASSWORD, demoPlayerProfile, demoInbox, BLOCKED_ACCOUNT } from './demo-player.ts';

export function isSeeded(db: Db): boolean {
  return num(asRow(db.prepare('SELECT COUNT(*) AS n FROM sites').get()), 'n') > 0;
}

/** The catalogue's domains a database seeded by an older checkout lacks (seeding never rewrites a player's data). */
export function missingSeedDomains(db: Db): string[] {
  const have = new Set(
    db
      .prepare('SELECT domain_name FROM site_domains')
      .all()
      .map((row) => String(asRow(row)['domain_name'])),
  );
  return SITE_SEEDS.map((site) => site.domain).filter((domain) => !have.has(domain));
}

const MASK_NAMES = [
  'kingjay88',
  'luckyrose',
  'mark2024',
  'annabel7',
  'ricoSUAVE',
  'tigerwoo',
  'mimi0909',
  'jovelyn',
  'bigboss77',
  'dragonfly',
  'nguyenvan',
  'sitiaisyah',
  'rajesh21',
  'ivanpetrov',
  'carlos10',
  'liwei888',
];

function masked(name: string): string {
  return `${name.slice(0, 2)}****${name.slice(-2)}`;
}

/**
 * Fills a freshly migrated database. Everything derives from one PRNG seed, so two fresh databases are
 * identical apart from password salts and dates, which are anchored to the seeding moment to look recent.
 */
export async function seedDatabase(db: Db, now: Date = new Date()): Promise<void> {
  const prng = createPrng(SEED);
  const nowMs = now.getTime();
  // Hash first (async) so the one big write transaction stays synchronous. The demo password is published,
  // so one salt for every seeded account hides nothing, and full-strength hashes keep a wrong password on a
  // demo account as slow as one on any other account (login timing says nothing about which accounts exist).
  const sites = SITE_SEEDS;
  const demoHash = await hashPassword(DEMO_PASSWORD);
  const demoHashes = sites.map(() => demoHash);
  const blockedHash = demoHash;
  const games = generateGames(prng);
  const hottest = [...games].sort((a, b) => b.hotness - a.hotness);
  const providersByType = new Map<string, string[]>();
  for (const provider of PROVIDERS) {
    for (const type of Object.keys(provider.games)) providersByType.set(type, [...(providersByType.get(type) ?? []), provider.code]);
  }
  const matches = generateMatches(prng, now);

  const q = {
    provider: db.prepare('INSERT INTO providers (provider_code, provider_name) VALUES (?, ?)'),
    game: db.prepare('INSERT INTO games (provider_code, game_code, game_name, game_type, game_image, hotness) VALUES (?, ?, ?, ?, ?, ?)'),
    site: db.prepare(`INSERT INTO sites (site_key, external_id, site_name, currency, theme_code, theme_color, logo1, logo2, logo3, logo_text,
      manifest_icon, status, expired_date, android_sub, ios_sub, gamify_status, free_game, aff_domain, local_language, is_maintenance,
      maintenance_start, maintenance_end, content_json, language_json, i18n_json, live_chat_json, ai_assistant_json, referral_json, stats_json)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`),
    domain: db.prepare('INSERT INTO site_domains (domain_name, site_id) VALUES (?, ?)'),
    user: db.prepare(`INSERT INTO users (site_id, account_id, password_hash, full_name, contact_email, contact_phone, status, game_balance, game_token,
      frozen_token, token_balance, total_deposit, total_turnover, referral_code, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`),
    favourite: db.prepare('INSERT INTO favourites (user_id, provider_code, game_code, game_name, game_type, img_url, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)'),
    inbox: db.prepare('INSERT INTO inbox (user_id, title, content, created_at, is_read, claimable, claimed, reward) VALUES (?, ?, ?, ?, ?, ?, ?, ?)'),
    vip: db.prepare(
      'INSERT INTO vip_levels (site_id, level, vip_name, vip_name_local, deposit_required, turnover_required, birthday_bonus, rebate_percent) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    ),
    cms: db.prepare('INSERT INTO cms_sections (site_id, section, status, content_en, content_local) VALUES (?, ?, ?, ?, ?)'),
    faq: db.prepare('INSERT INTO faqs (site_id, faq_key, language, question, answer) VALUES (?, ?, ?, ?, ?)'),
    seo: db.prepare(`INSERT INTO seo_pages (site_id, page_name, meta_title, meta_desc, meta_keywords, meta_author, meta_publisher, meta_lang,
      meta_image_url, meta_url, meta_canonical, item_name_en, item_name_local, item_body_en, item_body_local) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`),
    slide: db.prepare('INSERT INTO slides (site_id, position, image_url, title, title_local, link) VALUES (?, ?, ?, ?, ?, ?)'),
    announcement: db.prepare('INSERT INTO announcements (site_id, title, content, title_local, content_local, created_at) VALUES (?, ?, ?, ?, ?, ?)'),
    marquee: db.prepare('INSERT INTO marquee_messages (site_id, position, message, message_local) VALUES (?, ?, ?, ?)'),
    transaction: db.prepare('INSERT INTO public_transactions (site_id, kind, account, amount, created_at) VALUES (?, ?, ?, ?, ?)'),
    leader: db.prepare('INSERT INTO leaderboard (site_id, kind, rank, account, game_name, amount, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)'),
    social: db.prepare('INSERT INTO social_accounts (site_id, platform, url, handle) VALUES (?, ?, ?, ?)'),
    analytics: db.prepare('INSERT INTO analytics_scripts (site_id, section, script) VALUES (?, ?, ?)'),
    partner: db.prepare('INSERT INTO partners (site_id, position, href, img_url, partner_name) VALUES (?, ?, ?, ?, ?)'),
    match: db.prepare('INSERT INTO matches (league, sport, kickoff, home_team_name, away_team_name, team_names_json) VALUES (?, ?, ?, ?, ?, ?)'),
    line: db.prepare('INSERT INTO bet_lines (match_id, bet_type, home_away, criteria1, odds) VALUES (?, ?, ?, ?, ?)'),
    info: db.prepare('INSERT INTO seed_info (key, value) VALUES (?, ?)'),
  };

  const insertSite = (site: SiteSeed, index: number, demoHash: string): void => {
    const providerCount = PROVIDERS.flatMap((provider) =>
      Object.entries(provider.games).map(([category, count]) => ({ provider_code: provider.code, category, count })),
    );
    const stats = {
      hour_withdrawal: prng.int(20, 400),
      registered_player: prng.int(20_000, 400_000),
      active_player: prng.int(1_000, 20_000),
      deposited_player: prng.int(5_000, 100_000),
      provider_count: providerCount,
    };
    const siteId = Number(
      q.site.run(
        site.key,
        `ext-${site.key}`,
        site.name,
        site.currency,
        site.themeCode,
        site.themeColor ?? themeColour(site.themeCode, site.colourIndex),
        assetUrl.logo(site.themeCode, 1),
        assetUrl.logo(site.themeCode, 2),
        assetUrl.logo(site.themeCode, 3),
        site.name.toUpperCase(),
        assetUrl.icon(site.themeCode),
        1,
        new Date(nowMs + 365 * 86_400_000).toISOString().slice(0, 10),
        `https://play.google.com/store/apps/details?id=com.demo.${site.key}`,
        `https://apps.apple.com/app/${site.key}-demo/id${1_600_000_000 + index}`,
        site.gamify ? 1 : 0,
        site.freeGame ? 1 : 0,
        `aff.${site.domain}`,
        site.localLanguage,
        site.maintenance ? 1 : 0,
        site.maintenance ? new Date(nowMs - 3_600_000).toISOString() : null,
        site.maintenance ? new Date(nowMs + 30 * 86_400_000).toISOString() : null,
        JSON.stringify(buildContent(site, providersByType)),
        JSON.stringify(buildLanguages(site)),
        JSON.stringify({ strategy: site.strategy, default_locale: site.defaultLocale, root_redirect: site.rootRedirect }),
        JSON.stringify(
          site.liveChat
            ? { chat_id: `${17_000_000 + index * 7919}`, image_id: `lc-${site.key}`, status: true }
            : { chat_id: null, image_id: null, status: false },
        ),
        JSON.stringify(buildAiAssistant(site, index)),
        JSON.stringify(buildReferral(site)),
        JSON.stringify(stats),
      ).lastInsertRowid,
    );
    q.domain.run(site.domain, siteId);
    for (const [alias, key] of Object.entries(DOMAIN_ALIASES)) if (key === site.key) q.domain.run(alias, siteId);

    VIP_LADDER.forEach(([name, deposit, turnover, birthday, rebate], level) =>
      q.vip.run(siteId, level + 1, name, localText(VIP_NAMES, site.localLanguage, level, site.name), deposit, turnover, birthday, rebate),
    );
    for (const section of CMS_SECTIONS) {
      q.cms.run(
        siteId,
        section,
        1,
        cmsBody(section, 'EN', site.name, site.key === XSS_SITE_KEY),
        cmsBody(section, site.localLanguage, site.name, site.key === XSS_SITE_KEY),
      );
    }
    for (const faq of FAQS) {
      for (const language of FAQ_LANGUAGES) {
        const [question, answer] = faq.text[language];
        q.faq.run(siteId, faq.key, language, question, answer.replaceAll('{site}', site.name));
      }
    }
    for (const seo of buildSeoRecords(site)) {
      q.seo.run(
        siteId,
        seo.page_name,
        seo.meta_title,
        seo.meta_desc,
        seo.meta_keywords,
        seo.meta_author,
        seo.meta_publisher,
        seo.meta_lang,
        seo.meta_image_url,
        seo.meta_url,
        seo.meta_canonical,
        seo.item_name_en,
        seo.item_name_local,
        seo.item_body_en,
        seo.item_body_local,
      );
    }
    buildSlides(site).forEach((slide, i) => q.slide.run(siteId, i + 1, slide.image_url, slide.title, slide.title_local, slide.link));
    for (const a of buildAnnouncements(site, nowMs)) q.announcement.run(siteId, a.title, a.content, a.title_local, a.content_local, a.created_at);
    buildMarquee(site).forEach((m, i) => q.marquee.run(siteId, i + 1, m.message, m.message_local));
    for (const s of buildSocialAccounts(site)) q.social.run(siteId, s.platform, s.url, s.handle);
    for (const a of buildAnalytics(site)) q.analytics.run(siteId, a.section, a.script);
    buildPartners(prng).forEach((p, i) => q.partner.run(siteId, i + 1, p.href, p.img_url, p.partner_name));
    for (let i = 0; i < 20; i++) {
      const kind = prng.chance(0.55) ? 'deposit' : 'withdrawal';
      q.transaction.run(siteId, kind, masked(prng.pick(MASK_NAMES)), prng.int(10, 2_000) * 50, new Date(nowMs - i * prng.int(60, 900) * 1000).toISOString());
    }
    for (const kind of ['winner', 'withdrawal'] as const) {
      const amounts = Array.from({ length: 10 }, () => prng.int(5_000, 900_000)).sort((a, b) => b - a);
      amounts.forEach((amount, rank) => {
        const game = prng.pick(hottest.slice(0, 200));
        q.leader.run(
          siteId,
          kind,
          rank + 1,
          masked(prng.pick(MASK_NAMES)),
          kind === 'winner' ? game.game_name : '',
          amount,
          new Date(nowMs - prng.int(1, 72) * 3_600_000).toISOString(),
        );
      });
    }

    const profile = demoPlayerProfile(site, index);
    const userId = Number(
      q.user.run(
        siteId,
        DEMO_ACCOUNT,
        demoHash,
        profile.full_name,
        profile.contact_email,
        profile.contact_phone,
        'ACTIVE',
        profile.game_balance,
        profile.game_token,
        profile.frozen_token,
        profile.token_balance,
        profile.total_deposit,
        profile.total_turnover,
        `DEMO${site.key.toUpperCase()}`,
        new Date(nowMs - 120 * 86_400_000).toISOString(),
      ).lastInsertRowid,
    );
    for (const game of [
      ...hottest.filter((g) => g.game_type === 'slot_game').slice(index % 5, (index % 5) + 3),
      ...hottest.filter((g) => g.game_type === 'casino').slice(0, 1),
    ]) {
      q.favourite.run(userId, game.provider_code, game.game_code, game.game_name, game.game_type, gameImageUrl(game.provider_code, game.game_code), nowMs);
    }
    for (const item of demoInbox(site, nowMs)) {
      q.inbox.run(userId, item.title, item.content, item.created_at, item.is_read ? 1 : 0, item.claimable ? 1 : 0, item.claimed ? 1 : 0, item.reward);
    }
    if (site.key === 'casino1') {
      q.user.run(
        siteId,
        BLOCKED_ACCOUNT,
        blockedHash,
        'Blocked Player',
        'blocked@casino1.localhost',
        '+639170000000',
        'BLOCK',
        0,
        0,
        0,
        0,
        0,
        0,
        'BLOCKEDCASINO1',
        new Date(nowMs).toISOString(),
      );
    }
  };

  db.transaction(() => {
    for (const provider of PROVIDERS) q.provider.run(provider.code, provider.name);
    for (const game of games)
      q.game.run(game.provider_code, game.game_code, game.game_name, game.game_type, gameImageUrl(game.provider_code, game.game_code), game.hotness);
    sites.forEach((site, index) => insertSite(site, index, demoHashes[index] ?? ''));
    for (const match of matches) {
      const matchId = Number(
        q.match.run(match.league, match.sport, match.kickoff, match.home.en, match.away.en, JSON.stringify({ home: match.home, away: match.away }))
          .lastInsertRowid,
      );
      for (const line of match.lines) q.line.run(matchId, line.bet_type, line.home_away, line.criteria1, line.odds);
    }
    q.info.run('seed', String(SEED));
    q.info.run('seeded_at', now.toISOString());
  })();
}
