import { describe, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server';
import type { IntlShape } from '@formatjs/intl';
import { IntlProvider, useIntl, useT } from './IntlContext.tsx';
import type { Messages } from './messages.ts';

const seen: IntlShape<string>[] = [];
function Texts() {
  const t = useT();
  seen.push(useIntl().intl);
  return <>{[t('ui.hello'), t('ui.hello'), t('ui.count', { n: 3 }), t('ui.count', { n: 4 }), t('ui.missing')].join('|')}</>;
}
const render = (code: string, messages: Messages) =>
  renderToString(
    <IntlProvider code={code} messages={messages}>
      <Texts />
    </IntlProvider>,
  );

describe('IntlProvider', () => {
  it('formats messages with and without values; a missing key shows as itself', () => {
    expect(render('EN', { 'ui.hello': 'Hello', 'ui.count': '{n} games' })).toBe('Hello|Hello|3 games|4 games|ui.missing');
  });

  it('shares one intl per message set and language across renders (the server renders every page with the same messages)', () => {
    const messages = { 'ui.hello': 'Hello', 'ui.count': '{n} games' };
    seen.length = 0;
    render('EN', messages);
    render('EN', messages);
    render('CN', messages);
    render('EN', { ...messages });
    expect(seen[0]).toBe(seen[1]);
    expect(seen[2]).not.toBe(seen[0]);
    expect(seen[3]).not.toBe(seen[0]);
    expect(seen[2]!.locale).not.toBe(seen[0]!.locale);
  });
});

describe('useT with values', () => {
  it('formats plurals and selects from the compiled message, and reports a bad message as formatMessage does', () => {
    function Plural() {
      const t = useT();
      return <>{[t('ui.n', { n: 1 }), t('ui.n', { n: 2 }), t('ui.bad', { n: 1 }), t('ui.empty', { n: 1 })].join('|')}</>;
    }
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const html = renderToString(
      <IntlProvider code="EN" messages={{ 'ui.n': '{n, plural, one {# game} other {# games}}', 'ui.bad': '{n, plural, one {# game}', 'ui.empty': '' }}>
        <Plural />
      </IntlProvider>,
    );
    // what formatMessage does with a message it cannot parse (the text as it is, and a warning) and with an empty one (the id)
    expect(html).toBe('1 game|2 games|{n, plural, one {# game}|ui.empty');
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
