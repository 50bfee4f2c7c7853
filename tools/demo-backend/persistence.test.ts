import { rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { describe, expect, it } from 'vitest';
import { site, startTestBackend, tempDbPath } from './test-support.ts';

describe('restart persistence', () => {
  it('keeps a favourite, a profile, a password and a claimed inbox item across a restart', async () => {
    const { dbPath } = tempDbPath();
    try {
      const first = await startTestBackend({ dbPath });
      const session = await first.login('sportsbook3');
      const game = ((await first.post('/api/product/get_hot_games', { ...site('sportsbook3'), game_type: 'crash' })).json.value as Record<string, string>[])[0];
      if (!game) throw new Error('no crash game');
      expect(
        (
          await first.post('/api/home/fav_add', {
            ...session,
            provider_code: game.provider_code,
            game_code: game.game_code,
            game_name: game.game_name,
            game_type: game.game_type,
            img_url: game.game_image,
          })
        ).json.statusCode,
      ).toBe(1);
      expect(
        (await first.post('/api/settings/profile_update', { ...session, full_name: 'Wang Xiaoming', contact_email: 'wang@example.cn' })).json.statusCode,
      ).toBe(1);
      const inbox = (await first.post('/api/settings/get_inbox', session)).json.value as { inbox_id: number; claimable: boolean; claimed: boolean }[];
      const claimable = inbox.find((i) => i.claimable && !i.claimed);
      expect((await first.post('/api/settings/claim_inbox', { ...session, inbox_id: claimable?.inbox_id })).json.statusCode).toBe(1);
      expect((await first.post('/api/auth/update_password', { ...session, password: 'demo1234', new_password: 'persisted1' })).json.statusCode).toBe(1);
      first.backend.close();

      const second = await startTestBackend({ dbPath });
      expect(second.logs.some((line) => line.includes('seeded'))).toBe(false);
      expect((await second.post('/api/auth/get_balance', session, site('sportsbook3').domain_name)).json.statusCode).toBe(1);
      const login = await second.post('/api/auth/login', { account_id: 'demo', password: 'persisted1', ...site('sportsbook3') });
      expect(login.json).toMatchObject({ statusCode: 1, fullname: 'Wang Xiaoming', email: 'wang@example.cn' });
      const fresh = { auth: String(login.json.token), account_id: 'demo' };
      const favourites = (await second.post('/api/home/fav_list', fresh)).json.value as { game_code: string }[];
      expect(favourites.map((f) => f.game_code)).toContain(game.game_code);
      const after = (await second.post('/api/settings/get_inbox', fresh)).json.value as { inbox_id: number; claimed: boolean }[];
      expect(after.find((i) => i.inbox_id === claimable?.inbox_id)?.claimed).toBe(true);
      expect((await second.post('/api/settings/claim_inbox', { ...fresh, inbox_id: claimable?.inbox_id })).json.statusMessage).toBe('alreadyClaimed');
      second.backend.close();
    } finally {
      rmSync(dirname(dbPath), { recursive: true, force: true });
    }
  });
});
