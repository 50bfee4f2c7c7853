import { describe, expect, it } from 'vitest';
import { admittedSealScript, demoSealOrigin, sealOrigin } from './seal-script.ts';
import { siteJurisdiction } from './jurisdiction.ts';

const curacao = (script: string | undefined) =>
  siteJurisdiction({
    regulator: 'curacao',
    licence: { number: 'OGL/1', licensee: 'Demo N.V.' },
    seal: { image: '/s.svg', href: 'https://cert-gcb.cv/', ...(script ? { script } : {}) },
  });

describe('the live seal a site’s pages load (issue 31)', () => {
  it('loads the regulator’s script from an origin its data lists', () => {
    expect(admittedSealScript(curacao('https://cert-gcb.cv/seal/abc.js'), undefined)).toEqual({
      src: 'https://cert-gcb.cv/seal/abc.js',
      origin: 'https://cert-gcb.cv',
      needs: ['img-src'],
    });
  });

  it('loads nothing from an origin the data does not list, or without a script', () => {
    expect(admittedSealScript(curacao('https://seal.example.com/seal.js'), undefined)).toBeUndefined();
    expect(admittedSealScript(curacao(undefined), undefined)).toBeUndefined();
    expect(admittedSealScript(undefined, undefined)).toBeUndefined();
  });

  it('loads the demo’s stand-in only while DEMO_SEAL_PORT serves that very origin', () => {
    const demo = curacao('http://127.0.0.1:4599/curacao/seal.js');
    expect(admittedSealScript(demo, undefined)).toBeUndefined();
    expect(admittedSealScript(demo, demoSealOrigin('4600'))).toBeUndefined();
    expect(admittedSealScript(demo, demoSealOrigin('4599'))?.origin).toBe('http://127.0.0.1:4599');
  });

  it('loads nothing under a regulator that serves no seal script', () => {
    const ukgc = siteJurisdiction({
      regulator: 'ukgc',
      licence: { number: '1', licensee: 'Demo Ltd' },
      seal: { image: '/s.svg', href: 'https://cert-gcb.cv/', script: 'https://cert-gcb.cv/seal.js' },
    });
    expect(admittedSealScript(ukgc, undefined)).toBeUndefined();
  });

  it('reads origins with the URL parser', () => {
    expect(sealOrigin('https://cert-gcb.cv:443/a?b')).toBe('https://cert-gcb.cv');
    expect(sealOrigin('javascript:alert(1)')).toBeUndefined();
    expect(sealOrigin('not a url')).toBeUndefined();
    expect(demoSealOrigin('x')).toBeUndefined();
  });
});
