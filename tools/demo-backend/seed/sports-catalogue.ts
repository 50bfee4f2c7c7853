import { BET_TYPES as MARKETS } from '../../../src/lib/bet-types.ts';
import type { Prng } from './prng.ts';

/** Lowercase language keys of the localised team-name fields: home_name_{lang} / away_name_{lang}. */
export const TEAM_NAME_LANGUAGES = ['en', 'cn', 'esp', 'rus', 'vi', 'ms', 'ne', 'ct', 'bn', 'php'] as const;
export type TeamNameLanguage = (typeof TEAM_NAME_LANGUAGES)[number];
export type TeamNames = Record<TeamNameLanguage, string>;

/** §9 sportsbook bet types (the ones players see), plus the half-time variants the backend also sends. */
export const BET_TYPES = [...MARKETS, 'HDP_H', 'OU_H', 'OE_H', 'CS_H', 'TG_H'] as const;

// [en, cn, rus, ne, bn, ct]; Latin-script languages keep the club's usual name with small local spellings.
type TeamRow = [en: string, cn: string, rus: string, ne: string, bn: string, ct: string, esp?: string];
const LEAGUES: { league: string; sport: string; teams: TeamRow[] }[] = [
  {
    league: 'English Premier League',
    sport: 'football',
    teams: [
      ['Manchester United', '曼联', 'Манчестер Юнайтед', 'म्यानचेस्टर युनाइटेड', 'ম্যানচেস্টার ইউনাইটেড', '曼聯'],
      ['Liverpool', '利物浦', 'Ливерпуль', 'लिभरपुल', 'লিভারপুল', '利物浦'],
      ['Arsenal', '阿森纳', 'Арсенал', 'आर्सनल', 'আর্সেনাল', '阿仙奴'],
      ['Chelsea', '切尔西', 'Челси', 'चेल्सी', 'চেলসি', '車路士'],
      ['Manchester City', '曼城', 'Манчестер Сити', 'म्यानचेस्टर सिटी', 'ম্যানচেস্টার সিটি', '曼城'],
      ['Tottenham Hotspur', '热刺', 'Тоттенхэм', 'टोटनहम', 'টটেনহাম', '熱刺'],
    ],
  },
  {
    league: 'La Liga',
    sport: 'football',
    teams: [
      ['Real Madrid', '皇家马德里', 'Реал Мадрид', 'रियल मड्रिड', 'রিয়াল মাদ্রিদ', '皇家馬德里'],
      ['Barcelona', '巴塞罗那', 'Барселона', 'बार्सिलोना', 'বার্সেলোনা', '巴塞隆拿'],
      ['Atletico Madrid', '马德里竞技', 'Атлетико Мадрид', 'एट्लेटिको मड्रिड', 'অ্যাটলেটিকো মাদ্রিদ', '馬德里體育會', 'Atlético de Madrid'],
      ['Sevilla', '塞维利亚', 'Севилья', 'सेभिया', 'সেভিয়া', '西維爾'],
    ],
  },
  {
    league: 'UEFA Champions League',
    sport: 'football',
    teams: [
      ['Bayern Munich', '拜仁慕尼黑', 'Бавария', 'बायर्न म्युनिख', 'বায়ার্ন মিউনিখ', '拜仁慕尼黑', 'Bayern de Múnich'],
      ['Paris Saint-Germain', '巴黎圣日耳曼', 'ПСЖ', 'पेरिस सेन्ट-जर्मेन', 'প্যারিস সেন্ট-জার্মেইন', '巴黎聖日耳門', 'París Saint-Germain'],
      ['Inter Milan', '国际米兰', 'Интер', 'इन्टर मिलान', 'ইন্টার মিলান', '國際米蘭', 'Inter de Milán'],
      ['Borussia Dortmund', '多特蒙德', 'Боруссия Дортмунд', 'बोरुसिया डर्टमुन्ड', 'বরুসিয়া ডর্টমুন্ড', '多蒙特'],
    ],
  },
  {
    league: 'Indian Premier League',
    sport: 'cricket',
    teams: [
      ['Mumbai Indians', '孟买印第安人', 'Мумбаи Индианс', 'मुम्बई इन्डियन्स', 'মুম্বাই ইন্ডিয়ান্স', '孟買印第安人'],
      ['Chennai Super Kings', '金奈超级国王', 'Ченнаи Супер Кингз', 'चेन्नई सुपर किंग्स', 'চেন্নাই সুপার কিংস', '清奈超級國王'],
      ['Kolkata Knight Riders', '加尔各答骑士', 'Калькутта Найт Райдерс', 'कोलकाता नाइट राइडर्स', 'কলকাতা নাইট রাইডার্স', '加爾各答騎士'],
      ['Royal Challengers Bengaluru', '班加罗尔皇家挑战者', 'Роял Челленджерс', 'रोयल च्यालेन्जर्स', 'রয়্যাল চ্যালেঞ্জার্স', '班加羅爾皇家挑戰者'],
    ],
  },
  {
    league: 'NBA',
    sport: 'basketball',
    teams: [
      ['Los Angeles Lakers', '洛杉矶湖人', 'Лос-Анджелес Лейкерс', 'लस एन्जलस लेकर्स', 'লস অ্যাঞ্জেলেস লেকার্স', '洛杉磯湖人', 'Los Ángeles Lakers'],
      ['Golden State Warriors', '金州勇士', 'Голден Стэйт', 'गोल्डेन स्टेट वारियर्स', 'গোল্ডেন স্টেট ওয়ারিয়র্স', '金州勇士'],
      ['Boston Celtics', '波士顿凯尔特人', 'Бостон Селтикс', 'बोस्टन सेल्टिक्स', 'বোস্টন সেল্টিকস', '波士頓塞爾提克'],
      ['Miami Heat', '迈阿密热火', 'Майами Хит', 'मायामी हिट', 'মায়ামি হিট', '邁阿密熱火'],
    ],
  },
];

export interface BetLineSeed {
  bet_type: string;
  home_away: string;
  criteria1: string;
  odds: number;
}

export interface MatchSeed {
  league: string;
  sport: string;
  kickoff: string;
  home: TeamNames;
  away: TeamNames;
  lines: BetLineSeed[];
}

function names(row: TeamRow): TeamNames {
  const [en, cn, rus, ne, bn, ct, esp] = row;
  return { en, cn, esp: esp ?? en, rus, vi: en, ms: en, ne, ct, bn, php: en };
}

function odds(prng: Prng, min = 1.5, max = 3.5): number {
  return Math.round((min + prng.next() * (max - min)) * 100) / 100;
}

function handicap(prng: Prng): string {
  return prng.pick(['-1.5', '-1', '-0.75', '-0.5', '-0.25', '0', '+0.25', '+0.5']);
}

/** Every §9 bet type with plausible selections; PARLAY marks the match as parlay-eligible. */
function linesFor(prng: Prng): BetLineSeed[] {
  const lines: BetLineSeed[] = [];
  const add = (bet_type: string, home_away: string, criteria1: string, min?: number, max?: number) =>
    lines.push({ bet_type, home_away, criteria1, odds: odds(prng, min, max) });
  const twoWay = (type: string, criteria: string, a: string, b: string) => {
    add(type, a, criteria, 1.7, 2.2);
    add(type, b, criteria, 1.7, 2.2);
  };
  add('PARLAY', 'all', 'eligible', 1, 1);
  const hdp = handicap(prng);
  twoWay('HDP', hdp, 'home', 'away');
  twoWay('HDP_H', prng.pick(['-0.5', '-0.25', '0', '+0.25']), 'home', 'away');
  const total = prng.pick(['2', '2.25', '2.5', '2.75', '3']);
  twoWay('OU', total, 'over', 'under');
  twoWay('OU_H', prng.pick(['0.75', '1', '1.25']), 'over', 'under');
  twoWay('OE', '', 'odd', 'even');
  twoWay('OE_H', '', 'odd', 'even');
  twoWay('ML', '', 'home', 'away');
  for (const [type, min, max] of [
    ['1X2', 1.6, 4.5],
    ['1X2H', 2, 5],
  ] as const) {
    add(type, 'home', '1', min, max);
    add(type, 'draw', 'X', 2.8, 3.6);
    add(type, 'away', '2', min, max);
  }
  add('1X2HDP', 'home', hdp, 1.8, 3.5);
  add('1X2HDP', 'draw', hdp, 3, 4.2);
  add('1X2HDP', 'away', hdp, 1.8, 3.5);
  for (const score of ['1-0', '2-0', '2-1', '0-0', '1-1', '0-1', '1-2', '0-2']) {
    const [h, a] = score.split('-').map(Number) as [number, number];
    add('CS', h > a ? 'home' : h < a ? 'away' : 'draw', score, 6, 15);
  }
  for (const score of ['1-0', '0-0', '0-1']) add('CS_H', score === '0-0' ? 'draw' : score === '1-0' ? 'home' : 'away', score, 2.5, 6);
  for (const range of ['0-1', '2-3', '4-6', '7+']) add('TG', 'total', range, 2, 12);
  for (const range of ['0', '1', '2+']) add('TG_H', 'total', range, 2, 5);
  add('OR', 'home', 'to win league', 4, 30);
  twoWay('BS', total, 'big', 'small');
  for (const combo of ['H/H', 'H/D', 'D/H', 'D/D', 'A/A', 'D/A'])
    add('HTFT', combo.startsWith('H') || combo === 'D/H' ? 'home' : combo.endsWith('A') ? 'away' : 'draw', combo, 4, 20);
  for (const pick of ['home first', 'away first', 'home last', 'away last', 'no goal'])
    add('FGLG', pick.startsWith('home') ? 'home' : pick.startsWith('away') ? 'away' : 'none', pick, 1.8, 9);
  twoWay('CL', 'clean sheet', 'home', 'away');
  add('HNB', 'draw', 'home no bet', 2.5, 3.5);
  add('HNB', 'away', 'home no bet', 1.4, 2.5);
  add('ANB', 'home', 'away no bet', 1.4, 2.5);
  add('ANB', 'draw', 'away no bet', 2.5, 3.5);
  twoWay('DNB', 'draw no bet', 'home', 'away');
  twoWay('TWTN', 'to win to nil', 'home', 'away');
  for (const [pick, side] of [
    ['1X', 'home'],
    ['12', 'home'],
    ['X2', 'away'],
  ] as const)
    add('DC', side, pick, 1.1, 1.6);
  return lines;
}

export function generateMatches(prng: Prng, now: Date): MatchSeed[] {
  const matches: MatchSeed[] = [];
  const base = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 12);
  let slot = 0;
  for (const { league, sport, teams } of LEAGUES) {
    const order = prng.shuffle(teams);
    for (let i = 0; i + 1 < order.length; i += 1) {
      const home = order[i];
      const away = order[(i + 1 + (i % 2)) % order.length];
      if (!home || !away || home === away) continue;
      const kickoff = new Date(base + (slot++ * 3 + prng.int(0, 2)) * 3_600_000 + prng.pick([0, 15, 30, 45]) * 60_000);
      matches.push({ league, sport, kickoff: kickoff.toISOString(), home: names(home), away: names(away), lines: linesFor(prng) });
    }
  }
  return matches;
}
