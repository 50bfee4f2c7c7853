import { describe, expect, it } from 'vitest';
import { isLanguageCode, type LanguageCode } from './languages.ts';
import { buildSeoRecords } from './seo-content.ts';
import { SITE_SEEDS } from './site-catalogue.ts';
import { buildAiAssistant, buildAnnouncements, buildContent, buildMarquee, buildSlides } from './site-content.ts';
import { localText, VIP_NAMES } from './local-texts.ts';

/** Languages whose script is not Latin: a local text in them must show that script. */
const SCRIPT: Partial<Record<LanguageCode, RegExp>> = {
  CN: /\p{Script=Han}/u,
  CT: /\p{Script=Han}/u,
  RUS: /\p{Script=Cyrillic}/u,
  NE: /\p{Script=Devanagari}/u,
  BN: /\p{Script=Bengali}/u,
};

describe('bilingual seed data', () => {
  it('names the local language through the currency, as the front end reads it (docs/i18n.md)', () => {
    for (const site of SITE_SEEDS) expect(site.localLanguage, site.key).toBe(isLanguageCode(site.currency) ? site.currency : 'EN');
  });

  it('writes every local text of a non-Latin site in its script', () => {
    for (const site of SITE_SEEDS) {
      const script = SCRIPT[site.localLanguage];
      if (!script) continue;
      const content = buildContent(site, new Map());
      const locals = [
        ...content.menu.flatMap((m) => [m.title_local, ...(m.children ?? []).map((c) => c.title_local)]),
        ...content.game_menu.map((m) => m.title_local),
        ...buildSlides(site).map((s) => s.title_local),
        ...buildAnnouncements(site, 0).flatMap((a) => [a.title_local, a.content_local]),
        ...buildMarquee(site).map((m) => m.message_local),
        ...buildSeoRecords(site).flatMap((r) => [r.item_name_local, r.item_body_local]),
        ...[0, 1, 2, 3, 4, 5].map((i) => localText(VIP_NAMES, site.localLanguage, i, site.name)),
        buildAiAssistant(site, 0).local_name,
      ];
      for (const text of locals) expect(text, `${site.key}: ${text}`).toMatch(script);
    }
  });
});
