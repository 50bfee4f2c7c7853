import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import type { Account } from '../../../../engine/store/types.ts';
import { openMemoryBackend } from '../../../../engine/store/memory.ts';
import { createEventHub } from './hub.ts';

/** As much of a ServerResponse as the hub writes to; `close()` is the client going away. */
class FakeResponse extends EventEmitter {
  text = '';
  writableLength = 0;
  writeHead() {
    return this;
  }
  write(chunk: string) {
    this.text += chunk;
    return true;
  }
  end() {
    return this;
  }
  close() {
    this.emit('close');
  }
}

const ann: Account = { name: 'ann', grants: [{ role: 'editor', scope: '*' }], passwordHash: '', createdAt: '2026-01-01T00:00:00.000Z', disabled: false };
const FAR = '2099-01-01T00:00:00.000Z';

function setup() {
  const backend = openMemoryBackend();
  const hub = createEventHub({ backend, now: Date.now, log: () => {} });
  const open = (tab: string) => {
    const res = new FakeResponse();
    hub.open(res as unknown as ServerResponse, { account: ann, session: 's1' }, tab);
    return res;
  };
  const tabs = async () => (await backend.presence(new Date().toISOString())).map((p) => p.tab);
  return { backend, hub, open, tabs };
}

describe('the event hub', () => {
  it('forgets a tab’s presence when its stream closes', async () => {
    const { backend, hub, open, tabs } = setup();
    const stream = open('tab-1');
    await backend.setPresence({ session: 's1', tab: 'tab-1', account: 'ann', template: 'casino1', expiresAt: FAR });
    stream.close();
    await Promise.resolve();
    expect(await tabs()).toEqual([]);
    hub.close();
  });

  it('keeps the presence a tab reported on its new stream when its old stream’s close is noticed late', async () => {
    const { backend, hub, open, tabs } = setup();
    const old = open('tab-1');
    // the browser reconnected (the same tab) before this server heard the old connection end
    const reopened = open('tab-1');
    await backend.setPresence({ session: 's1', tab: 'tab-1', account: 'ann', template: 'casino1', expiresAt: FAR });
    old.close();
    await Promise.resolve();
    expect(await tabs()).toEqual(['tab-1']);
    reopened.close();
    await Promise.resolve();
    expect(await tabs()).toEqual([]);
    hub.close();
  });
});
