// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { validatePage } from '../../schemas/generated/validators.js';
import { LoaderError } from '../../src/render/loader-error.ts';
import { renderWidget } from '../../tests/unit/render-widget.tsx';
import Sportsbook from './Component.tsx';
import { fromMatchList, fromPublicOdds, type Match } from '../../src/api/readers/matches.ts';
import { defaults } from './schema.ts';

const raw = [
  {
    match_id: 7,
    league: 'English Premier League',
    sport: 'football',
    kickoff: '2030-05-01T19:30:00.000Z',
    home_team_name: 'Liverpool',
    away_team_name: 'Arsenal',
    home_name_en: 'Liverpool',
    away_name_en: 'Arsenal',
    home_name_cn: '利物浦',
    away_name_cn: '阿森纳',
    bet_lines: [
      { bet_type: 'PARLAY', home_away: 'all', criteria1: 'eligible', odds: 1 },
      { bet_type: '1X2', home_away: 'home', criteria1: '1', odds: 2.1 },
      { bet_type: '1X2', home_away: 'draw', criteria1: 'X', odds: 3.3 },
      { bet_type: '1X2', home_away: 'away', criteria1: '2', odds: 3.05 },
      { bet_type: 'HDP', home_away: 'home', criteria1: '-0.5', odds: 1.9 },
      { bet_type: 'HDP', home_away: 'away', criteria1: '-0.5', odds: 1.95 },
      { bet_type: 'OU_H', home_away: 'over', criteria1: '1.25', odds: 1.8 },
      { bet_type: 'OU_H', home_away: 'under', criteria1: '1.25', odds: 2 },
    ],
  },
  {
    match_id: 8,
    league: 'NBA',
    sport: 'basketball',
    kickoff: '2030-05-02T01:00:00.000Z',
    home_team_name: 'Miami Heat',
    away_team_name: 'Boston Celtics',
    home_name_cn: '迈阿密热火',
    bet_lines: [{ bet_type: 'ML', home_away: 'home', criteria1: '', odds: 1.5 }],
  },
];

const matches = (): Match[] => fromMatchList(raw) ?? [];
const render = (code: string, data: { matches: Match[] } | LoaderError = { matches: matches() }) =>
  renderWidget(<Sportsbook props={{ ...defaults, markets: ['1X2', 'HDP'] }} data={data} path="p" className="" />, { code });

afterEach(cleanup);

describe('Sportsbook', () => {
  it('has a props schema that rejects a wrong prop', () => {
    expect(validatePage({ version: 1, root: { widget: 'Sportsbook', props: { source: 'odds_feed' } } })).toBe(false);
    expect(validatePage({ version: 1, root: { widget: 'Sportsbook', props: { markets: ['hdp'] } } })).toBe(false);
    expect(validatePage({ version: 1, root: { widget: 'Sportsbook', props: { source: 'public_odds', markets: ['HDP', 'OU_H'] } } })).toBe(true);
  });

  it('groups matches by league with readable bet lines', async () => {
    await render('EN');
    const epl = screen.getByRole('region', { name: 'English Premier League' });
    expect(within(epl).getByRole('heading', { level: 4 }).textContent).toBe('Liverpool vs Arsenal');
    expect(within(epl).getByText('1X2 (match result)')).toBeTruthy();
    expect(within(epl).getByText('Handicap')).toBeTruthy();
    expect(within(epl).getByText('Draw')).toBeTruthy();
    expect(within(epl).getByText('Liverpool -0.5')).toBeTruthy();
    expect(within(epl).getByText('3.05')).toBeTruthy();
    expect(within(epl).getByText('Parlay')).toBeTruthy();
    expect(within(epl).getByRole('time').getAttribute('datetime')).toBe('2030-05-01T19:30:00.000Z');
    expect(screen.getByRole('region', { name: 'NBA' })).toBeTruthy();
  });

  it('opens every market, half-time variants labelled as such', async () => {
    await render('EN');
    const epl = screen.getByRole('region', { name: 'English Premier League' });
    fireEvent.click(within(epl).getByRole('button', { name: 'All markets (3)' }));
    expect(within(epl).getByText('Over/Under (1st half)')).toBeTruthy();
    expect(within(epl).getByText('Over 1.25')).toBeTruthy();
    expect(within(epl).getByRole('button', { name: 'Hide markets' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('switches team names with the language, falling back to the plain name', async () => {
    await render('CN');
    // the "vs" between the names is the language's own word: only the names are under test
    const [first, second] = screen.getAllByRole('heading', { level: 4 }).map((h) => h.textContent ?? '');
    expect(first).toMatch(/^利物浦 .+ 阿森纳$/);
    expect(second).toMatch(/^迈阿密热火 .+ Boston Celtics$/);
    cleanup();
    await render('ESP');
    expect(screen.getAllByRole('heading', { level: 4 })[1]?.textContent).toMatch(/^Miami Heat .+ Boston Celtics$/);
  });

  it('shows its empty and error states', async () => {
    await render('EN', { matches: [] });
    expect(screen.getByText('No matches are open for betting right now.')).toBeTruthy();
    cleanup();
    await render('EN', new LoaderError('HTTP 500'));
    expect(screen.getByRole('alert').textContent).toBe('Matches and odds could not be loaded right now. Please try again shortly.');
  });
});

describe('sportsbook parsing', () => {
  it('groups public_odds lines back into their matches', () => {
    const { bet_lines: lines, ...header } = raw[0] ?? { bet_lines: [] };
    const flat = lines.map((l) => ({ ...header, ...l }));
    const grouped = fromPublicOdds(flat);
    expect(grouped?.length).toBe(1);
    expect(grouped?.[0]?.lines.length).toBe(8);
  });

  it('treats a wrong shape as an error', () => {
    expect(fromMatchList([{ league: 'x' }])).toBeNull();
    expect(fromMatchList([{ ...raw[1], bet_lines: [{ bet_type: 'ML', odds: 'evens' }] }])).toBeNull();
    expect(fromPublicOdds([{ home_team_name: 'A', away_team_name: 'B', bet_type: 'HDP' }])).toBeNull();
  });
});
