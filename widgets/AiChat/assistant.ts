import { pickPerLanguage, type PickedText } from '../../src/i18n/pick-text.ts';
import type { LanguageCode } from '../../src/i18n/languages.ts';

/** startup.ai_assistant (§3): images and the assistant's name per language. */
export interface AiAssistant {
  img_url_large?: string;
  img_url_small?: string;
  en_name?: string;
  local_name?: string;
  names?: Record<string, string>;
}

/** The name in the page language (names[EN|CN|…]), else en_name / local_name by the bilingual rule (docs/i18n.md); '' when none. */
export function assistantName(assistant: AiAssistant | undefined, code: string, siteLocal: LanguageCode): PickedText {
  return pickPerLanguage(assistant?.names ?? {}, code, siteLocal, assistant?.en_name, assistant?.local_name);
}
