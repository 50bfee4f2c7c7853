import { describe, expect, it } from 'vitest';
import { parseWinners } from './winners.ts';

describe('parseWinners', () => {
  it('reads both lists (withrawal spelled as §7 has it), masks names and sorts by rank', () => {
    const v = parseWinners({
      winner: [
        { rank: 2, account_id: 'luckyrose', game_name: 'Gates of Olympus', amount: 5000, currency: 'PHP' },
        { rank: 1, account_id: 'ki****88', game_name: 'Fortune Gems', amount: '9000.5', currency: 'PHP' },
      ],
      withrawal: [{ account_id: 'mark2024', amount: 100 }],
      hour_withdrawal: 12,
      registered_player: '3400',
      active_player: 50,
    });
    expect(v?.winners.map((w) => [w.rank, w.account, w.amount])).toEqual([
      [1, 'ki****88', 9000.5],
      [2, 'lu****se', 5000],
    ]);
    expect(v?.withdrawals[0]).toEqual({ rank: 1, account: 'ma****24', game: '', amount: 100, currency: '' });
    expect(v?.stats).toEqual({ hour_withdrawal: 12, registered_player: 3400, active_player: 50, deposited_player: 0 });
  });

  it('rejects other shapes', () => {
    expect(parseWinners(null)).toBeNull();
    expect(parseWinners([])).toBeNull();
    expect(parseWinners({ winner: 'nope' })).toBeNull();
    expect(parseWinners({ winner: [{ account_id: 'a', amount: 'lots' }] })).toBeNull();
  });
});
