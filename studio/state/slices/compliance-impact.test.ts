import { describe, expect, it } from 'vitest';
import { studioSetup } from '../test-support.ts';
import { pageOfFile } from './compliance-impact.ts';

describe('compliance impact slice', () => {
  it('asks the server for the day picked', async () => {
    const { store, server, login } = studioSetup();
    await login();
    expect(await store.getState().complianceImpact('2030-01-01')).toMatchObject({ date: '2030-01-01' });
    expect(server.calls).toContain('GET /api/compliance/impact?date=2030-01-01');
  });

  it("opens a breach's brand on the page its file is, else the brand's home, and names a template field in a notice", async () => {
    const { store, login } = studioSetup();
    await login();
    const breach = { template: 'casino1', rule: 'r (X)', from: '2030-01-01', line: 3, message: 'jurisdiction.helpline is not set' };
    await store.getState().openBreach({ ...breach, file: 'templates/casino1.json', pointer: '/jurisdiction' });
    expect(store.getState().selection).toMatchObject({ template: 'casino1', page: 'home' });
    expect(store.getState().notice?.text).toBe('templates/casino1.json /jurisdiction: jurisdiction.helpline is not set');
  });

  it('reads the page from a page file', () => {
    expect(pageOfFile('pages/promotions.json')).toBe('promotions');
    expect(pageOfFile('layouts/template1.json')).toBeNull();
    expect(pageOfFile('templates/casino1.json')).toBeNull();
  });
});
