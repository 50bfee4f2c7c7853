import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../../src/api/client.ts';
import type { LoadContext } from '../../src/render/types.ts';
import { site, startTestBackend, type TestBackend } from '../../tools/demo-backend/test-support.ts';
import { loadAnnouncements } from '../../widgets/AnnouncementModal/load.ts';
import { loadHeroCarousel } from '../../widgets/HeroCarousel/load.ts';
import { loadLeaderboard } from '../../widgets/Leaderboard/load.ts';
import { loadMarquee } from '../../widgets/Marquee/load.ts';
import { loadPromotions } from '../../widgets/PromotionsList/load.ts';
import { loadTransactions } from '../../widgets/TransactionsTicker/load.ts';
import { loadWinnersBoard } from '../../widgets/WinnersBoard/load.ts';
import { loadSportsbook } from '../../widgets/Sportsbook/load.ts';
import { defaults as announcementDefaults } from '../../widgets/AnnouncementModal/schema.ts';
import { defaults as carouselDefaults } from '../../widgets/HeroCarousel/schema.ts';
import { defaults as leaderboardDefaults } from '../../widgets/Leaderboard/schema.ts';
import { defaults as marqueeDefaults } from '../../widgets/Marquee/schema.ts';
import { defaults as promotionsDefaults } from '../../widgets/PromotionsList/schema.ts';
import { defaults as transactionsDefaults } from '../../widgets/TransactionsTicker/schema.ts';
import { defaults } from '../../widgets/Sportsbook/schema.ts';

/** Every content loader against the real demo backend: the shapes it answers are the shapes the widgets read. */
let demo: TestBackend;
let ctx: LoadContext;

beforeAll(async () => {
  demo = await startTestBackend();
  const s = site('slot2');
  ctx = { api: createApi((path, init) => demo.raw(path, init)), domain: s.domain_name, externalId: s.external_id };
}, 60_000);

afterAll(() => demo.dispose());

describe('content loaders on the demo backend', () => {
  it('sportsbook: match_list and public_odds, with localised names and §9 bet lines', async () => {
    const full = await loadSportsbook({ ...defaults, source: 'match_list', limit: 50 }, ctx);
    expect(full.matches.length).toBeGreaterThan(5);
    const first = full.matches[0];
    expect(first?.home.byLang.cn).toBeTruthy();
    expect(first?.home.fallback).toBeTruthy();
    expect(new Set(first?.lines.map((l) => l.bet_type))).toContain('HDP_H');
    const board = await loadSportsbook({ ...defaults, source: 'public_odds', limit: 3 }, ctx);
    expect(board.matches.length).toBe(3);
    expect(new Set(board.matches.flatMap((m) => m.lines.map((l) => l.bet_type)))).toEqual(new Set(['HDP', 'OU', '1X2']));
  });

  it('slides, marquee, announcements and promotions', async () => {
    expect((await loadHeroCarousel({ ...carouselDefaults, limit: 3 }, ctx)).slides.length).toBe(3);
    expect((await loadMarquee(marqueeDefaults, ctx)).messages.length).toBeGreaterThan(0);
    expect((await loadAnnouncements(announcementDefaults, ctx)).items[0]?.title).toBeTruthy();
    const promos = await loadPromotions(promotionsDefaults, ctx);
    expect(promos.partial).toBe(false);
    expect(promos.promos.some((p) => p.id.startsWith('slide-'))).toBe(true);
    expect(promos.promos.some((p) => p.id.startsWith('announcement-'))).toBe(true);
  });

  it('winners, leaderboard and transactions, names masked', async () => {
    const winners = await loadWinnersBoard({ limit: 5 }, ctx);
    expect(winners.winners.length).toBe(5);
    expect(winners.withdrawals.length).toBe(5);
    expect(winners.stats.registered_player).toBeGreaterThan(0);
    expect((await loadLeaderboard(leaderboardDefaults, ctx)).entries.map((e) => e.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const tx = await loadTransactions({ ...transactionsDefaults, limit: 4 }, ctx);
    expect(tx.items.length).toBe(4);
    for (const x of tx.items) expect(x.account).toContain('*');
  });

  it("a failing site is every loader's error, never a crash", async () => {
    const bad: LoadContext = { ...ctx, externalId: 'ext-nope' };
    await expect(loadHeroCarousel(carouselDefaults, bad)).rejects.toThrow();
    await expect(loadWinnersBoard({}, bad)).rejects.toThrow();
    await expect(loadPromotions(promotionsDefaults, bad)).rejects.toThrow('every source failed');
  });
});
