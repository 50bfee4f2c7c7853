import { useId, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useIntl, useT } from '../../src/i18n/IntlContext.tsx';
import { betTypeLabel, betTypeOrder, criteriaNamesSelection } from '../../src/lib/bet-types.ts';
import { LoaderError } from '../../src/render/loader-error.ts';
import { WAKE_MARK } from '../../src/render/wake-mark.ts';
import type { WidgetComponentProps } from '../../src/render/types.ts';
import type { SportsbookData } from './load.ts';
import { siteLocalLanguage } from '../../src/i18n/pick-text.ts';
import { useSite } from '../../src/state/site-context.tsx';
import type { BetLine, Match } from '../../src/api/readers/matches.ts';
import { teamName } from './team-name.ts';
import type { SportsbookProps } from './schema.ts';
import { numberFormat, dateTimeFormat } from '../../src/lib/intl-cache.ts';

type T = ReturnType<typeof useT>;

const SIDES = new Set(['draw', 'over', 'under', 'odd', 'even', 'big', 'small']);
const SPORTS = new Set(['football', 'basketball', 'cricket']);

const noSubscribe = () => () => {};
/** False in the server's HTML and while hydrating, true after: the moment local time zones may be used. */
const useHydrated = () =>
  useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );

function marketLabel(t: T, code: string): string {
  const label = betTypeLabel(code);
  if (!label) return code;
  return label.firstHalf ? t('ui.bet.firstHalf', { market: t(label.key) }) : t(label.key);
}

function selectionLabel(t: T, line: BetLine, home: string, away: string): string {
  const side = line.home_away.toLowerCase();
  const who = side === 'home' ? home : side === 'away' ? away : SIDES.has(side) ? t(`ui.bet.side.${side}`) : '';
  const criteria = criteriaNamesSelection(line.bet_type) ? line.criteria1 : '';
  // A phrase ("to win league") reads better set apart; a line or score ("-0.5", "2-1") follows the name.
  const joined = who && criteria ? `${who}${/[a-z]{2}/i.test(criteria) ? ' · ' : ' '}${criteria}` : who || criteria;
  return joined || line.criteria1 || line.home_away;
}

function Market({ code, lines, home, away }: { code: string; lines: BetLine[]; home: string; away: string }) {
  const t = useT();
  const { intl } = useIntl();
  const odds = numberFormat(intl.locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return (
    <div className="w-sports__market">
      <p className="w-sports__market-label">{marketLabel(t, code)}</p>
      <ul className="w-sports__lines">
        {lines.map((l, i) => {
          const selection = selectionLabel(t, l, home, away);
          return (
            <li key={i} className="w-sports__line">
              {/* long team names are cut to fit the column: the title keeps the whole name at hand */}
              <span className="w-sports__selection" title={selection}>
                {selection}
              </span>
              <span className="w-sports__odds">{odds.format(l.odds)}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function KickOff({ iso }: { iso: string }) {
  const { intl } = useIntl();
  const hydrated = useHydrated();
  const date = new Date(iso);
  if (!iso || Number.isNaN(date.getTime())) return null;
  // The server cannot know the player's time zone: its HTML says UTC, the browser then shows local time.
  const format = dateTimeFormat(intl.locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
    ...(hydrated ? {} : { timeZone: 'UTC' }),
  });
  return (
    <time className="w-sports__kickoff" dateTime={iso}>
      {format.format(date)}
    </time>
  );
}

function MatchCard({ match, markets }: { match: Match; markets: readonly string[] }) {
  const t = useT();
  const { code } = useIntl();
  const headingId = useId();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const siteLocal = siteLocalLanguage(useSite().startup.site.currency);
  const home = teamName(match.home, code, siteLocal).text;
  const away = teamName(match.away, code, siteLocal).text;
  const byType = new Map<string, BetLine[]>();
  for (const l of match.lines) {
    if (l.bet_type === 'PARLAY') continue;
    byType.set(l.bet_type, [...(byType.get(l.bet_type) ?? []), l]);
  }
  const parlay = match.lines.some((l) => l.bet_type === 'PARLAY');
  const main = markets.filter((m) => byType.has(m));
  const all = [...byType.keys()].sort((a, b) => betTypeOrder(a) - betTypeOrder(b));
  return (
    <li className="w-sports__match">
      <article aria-labelledby={headingId}>
        <div className="w-sports__meta">
          <KickOff iso={match.kickoff} />
          {match.sport ? <span className="w-sports__sport">{SPORTS.has(match.sport) ? t(`ui.sports.sport.${match.sport}`) : match.sport}</span> : null}
          {parlay ? (
            <span className="w-sports__badge" title={t('ui.sports.parlayEligibleLong')}>
              {t('ui.sports.parlayEligible')}
            </span>
          ) : null}
        </div>
        <h4 id={headingId} className="w-sports__teams">
          {t('ui.sports.versus', { home, away })}
        </h4>
        {main.length > 0 ? (
          <div className="w-sports__markets">
            {main.map((m) => (
              <Market key={m} code={m} lines={byType.get(m) ?? []} home={home} away={away} />
            ))}
          </div>
        ) : null}
        {all.length > main.length ? (
          <>
            <button type="button" className="w-sports__more" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)}>
              {open ? t('ui.sports.hideMarkets') : t('ui.sports.allMarkets', { count: all.length })}
            </button>
            <div id={panelId} className="w-sports__markets w-sports__markets--all" hidden={!open}>
              {open ? all.map((m) => <Market key={m} code={m} lines={byType.get(m) ?? []} home={home} away={away} />) : null}
            </div>
          </>
        ) : null}
      </article>
    </li>
  );
}

/** Matches grouped by league with kick-off in the player's locale, localised team names and §9 bet lines. */
export default function Sportsbook({ props, data, className }: WidgetComponentProps<SportsbookProps, SportsbookData>) {
  const t = useT();
  const headingId = useId();
  const markets = props.markets;
  let body: ReactNode;
  if (data instanceof LoaderError) {
    body = (
      <p className="w-sports__state" role="alert">
        {t('ui.sports.error')}
      </p>
    );
  } else if (data.matches.length === 0) {
    body = <p className="w-sports__state">{t('ui.sports.empty')}</p>;
  } else {
    const leagues = new Map<string, Match[]>();
    for (const m of data.matches) leagues.set(m.league, [...(leagues.get(m.league) ?? []), m]);
    body = [...leagues].map(([league, matches]) => (
      <section key={league} className="w-sports__league" aria-label={league}>
        <h3 className="w-sports__league-name">{league}</h3>
        <ul className="w-sports__matches">
          {matches.map((m) => (
            <MatchCard key={m.id} match={m} markets={markets} />
          ))}
        </ul>
      </section>
    ));
  }
  return (
    <section className={`w-sports ${className}`} aria-labelledby={headingId}>
      <h2 id={headingId} className="w-sports__title">
        {t(props.title)}
      </h2>
      {body}
      {/* its server HTML is the whole list (kick-offs in UTC, labelled so): until the player scrolls towards its
          end or touches it, that is all it needs, and a phone's first screen ships none of its code */}
      <div aria-hidden="true" {...{ [WAKE_MARK]: '' }} />
    </section>
  );
}
