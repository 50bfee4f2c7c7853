import type { LanguageCode } from '../../src/i18n/languages.ts';
import { pickPerLanguage, type PickedText } from '../../src/i18n/pick-text.ts';
import type { TeamNames } from '../../src/api/readers/matches.ts';

/** A team's name in the player's language (`useIntl().code`), else by the bilingual rule (docs/i18n.md), else the plain team name. */
export function teamName(names: TeamNames, code: string, siteLocal: LanguageCode): PickedText {
  const picked = pickPerLanguage(names.byLang, code, siteLocal);
  return picked.text ? picked : { text: names.fallback, language: 'EN' };
}
