import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { DATE_LOCALES, dateLocaleFor } from './languages.ts';
import { IntlProvider, useFormatDate } from './IntlContext.tsx';

function Shown({ iso }: { iso: string }) {
  const formatDate = useFormatDate();
  return <>{formatDate(iso, { dateStyle: 'long', timeZone: 'UTC' })}</>;
}
const render = (code: string, iso = '2026-11-23T10:00:00Z') =>
  renderToString(
    <IntlProvider code={code} messages={{}}>
      <Shown iso={iso} />
    </IntlProvider>,
  );

describe('§9 date locales', () => {
  it('maps every language code, the three without message files included', () => {
    expect(DATE_LOCALES).toEqual({
      EN: 'en',
      CN: 'zh',
      PHP: 'en',
      MMK: 'en',
      MNT: 'en',
      IDR: 'en',
      RUS: 'ru',
      ESP: 'es',
      VI: 'vi',
      MS: 'ms',
      NE: 'ne',
      CT: 'zh-tw',
      BN: 'bn',
    });
    expect(dateLocaleFor('ct')).toBe('zh-tw');
    expect(dateLocaleFor('XX')).toBe('en');
  });
  it('writes dates in the date locale, not the display language', () => {
    expect(render('PHP')).toBe('November 23, 2026');
    expect(render('EN')).toBe('November 23, 2026');
    expect(render('CT')).toBe('2026年11月23日');
    expect(render('RUS')).toBe('23 ноября 2026 г.');
  });
  it('shows an unreadable date as it came', () => {
    expect(render('EN', 'soon')).toBe('soon');
  });
});
