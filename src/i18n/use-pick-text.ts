import { useSite } from '../state/site-context.tsx';
import { useIntl } from './IntlContext.tsx';
import { langAttribute, pickPerLanguage, pickText, siteLocalLanguage, type PickedText } from './pick-text.ts';

export interface ShownText {
  text: string;
  /** set when the text's language is not the page's (a third-language page showing English) */
  lang: string | undefined;
}

/** pickText/pickPerLanguage bound to the page language and the running site (see pick-text.ts). */
export function usePickText() {
  const { code } = useIntl();
  const { startup } = useSite();
  const siteLocal = siteLocalLanguage(startup.site.currency);
  const shown = (picked: PickedText): ShownText => ({ text: picked.text, lang: langAttribute(picked, code) });
  return {
    pick: (en: string | null | undefined, local: string | null | undefined) => shown(pickText(en, local, code, siteLocal)),
    pickPerLanguage: (byLanguage: Readonly<Record<string, string | undefined>>, en?: string, local?: string) =>
      shown(pickPerLanguage(byLanguage, code, siteLocal, en, local)),
  };
}
