import { describe, expect, it } from 'vitest';
import type { TemplateFile } from '../../schemas/template.ts';
import { siteJurisdiction, UnknownJurisdictionError } from './jurisdiction.ts';
import { resolveTemplate, TemplateError } from './resolve-template.ts';

const licence = { number: '000-1', licensee: 'Demo Ltd' };

describe('siteJurisdiction', () => {
  it('fills the regulator’s name, link, age and reality check in', () => {
    expect(siteJurisdiction({ regulator: 'ukgc', licence })).toEqual({
      regulator: 'ukgc',
      regulatorName: 'UK Gambling Commission',
      regulatorUrl: 'https://www.gamblingcommission.gov.uk/',
      licence,
      minimumAge: 18,
      realityCheck: { minutes: 60, minMinutes: 10, maxMinutes: 120, playerMayChange: true },
      ageConfirmation: false,
      selfExclusionMonths: [6, 12, 60],
      depositLimitPrompt: { coolingOffHours: 24 },
      timeOutHours: [24, 168, 720, 1008],
      sessionStats: true,
    });
  });

  it('asks for the session stats on the game page only where the regulator’s pack has a rule for them (UKGC, issue 52)', () => {
    expect(siteJurisdiction({ regulator: 'ukgc', licence }).sessionStats).toBe(true);
    for (const regulator of ['mga', 'curacao', 'pagcor', 'ontario']) expect(siteJurisdiction({ regulator, licence }).sessionStats).toBeUndefined();
  });

  it('carries what registration and the first bet ask only where the regulator asks it', () => {
    expect(siteJurisdiction({ regulator: 'mga', licence }).rgInformation).toEqual({ afterRegistration: true, beforeFirstBet: true });
    expect(siteJurisdiction({ regulator: 'mga', licence }).depositLimitPrompt).toBeUndefined();
    expect(siteJurisdiction({ regulator: 'pagcor', licence }).rgInformation).toBeUndefined();
    expect(siteJurisdiction({ regulator: 'curacao', licence }).depositLimitPrompt).toBeUndefined();
  });

  it('keeps the template’s interval, seal and helpline, and an age above the regulator’s', () => {
    const seal = { image: '/seal.svg', href: 'https://seal.example/x' };
    const j = siteJurisdiction({ regulator: 'ukgc', licence, minimumAge: 21, realityCheckMinutes: 30, seal, helpline: { name: 'Help' } });
    expect(j.minimumAge).toBe(21);
    expect(j.realityCheck?.minutes).toBe(30);
    expect(j.seal).toEqual(seal);
    expect(j.helpline).toEqual({ name: 'Help' });
  });

  it('never goes below the regulator’s minimum age, whatever the template says (lint reports it too)', () => {
    expect(siteJurisdiction({ regulator: 'pagcor', licence, minimumAge: 18 }).minimumAge).toBe(21);
  });

  it('asks for an age confirmation where the regulator requires one', () => {
    expect(siteJurisdiction({ regulator: 'pagcor', licence }).ageConfirmation).toBe(true);
    expect(siteJurisdiction({ regulator: 'mga', licence }).ageConfirmation).toBe(false);
  });

  it('has no reality check under a regulator without rules unless the template sets an interval, which the player may not change', () => {
    expect(siteJurisdiction({ regulator: 'curacao', licence }).realityCheck).toBeUndefined();
    expect(siteJurisdiction({ regulator: 'curacao', licence, realityCheckMinutes: 45 }).realityCheck).toEqual({
      minutes: 45,
      minMinutes: 45,
      maxMinutes: 45,
      playerMayChange: false,
    });
  });

  it('refuses an unknown regulator', () => {
    expect(() => siteJurisdiction({ regulator: 'gibraltar', licence })).toThrow(UnknownJurisdictionError);
  });
});

describe('resolveTemplate with a jurisdiction', () => {
  const base: TemplateFile = {
    version: 1,
    key: 'casino0',
    family: 'casino',
    layout: 'default',
    schemes: {},
    authEntry: { guardRedirect: { to: '/login' }, loginAction: 'route' },
    jurisdiction: { regulator: 'pagcor', licence },
  };
  const files: Record<string, TemplateFile> = {
    _base: base,
    casino1: { version: 1, key: 'casino1', extends: '_base', jurisdiction: { regulator: 'pagcor', licence: { number: 'P-2', licensee: 'Other Inc.' } } },
    casino9: { version: 1, key: 'casino9', extends: '_base', jurisdiction: { regulator: 'nowhere', licence } },
  };
  const load = async (key: string) => files[key];

  it('inherits it through extends, merged like the template’s other settings', async () => {
    const t = await resolveTemplate('casino1', load);
    expect(t?.jurisdiction?.licence).toEqual({ number: 'P-2', licensee: 'Other Inc.' });
    expect(t?.jurisdiction?.minimumAge).toBe(21);
  });

  it('refuses a template under an unknown regulator with a clear error', async () => {
    await expect(resolveTemplate('casino9', load)).rejects.toThrow(new TemplateError('Template "casino9": unknown jurisdiction "nowhere"'));
  });
});
