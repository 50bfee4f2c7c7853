// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { siteJurisdiction } from '../config/jurisdiction.ts';
import type { ReadySite } from '../state/site-context.tsx';
import { RegisterForm } from './RegisterForm.tsx';
import { renderPage, testSite } from './test-harness.tsx';

afterEach(cleanup);

const under = (regulator: string): ReadySite => {
  const site = testSite();
  return { ...site, template: { ...site.template, jurisdiction: siteJurisdiction({ regulator, licence: { number: 'L-1', licensee: 'Demo Ltd' } }) } };
};

describe('RegisterForm’s age', () => {
  it('names the jurisdiction’s minimum age in the checkbox and its error (PAGCOR: 21)', async () => {
    await renderPage(<RegisterForm onDone={() => {}} />, { site: under('pagcor') });
    expect(screen.getByLabelText('I am 21 or older and I accept the terms and conditions')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findByText('You must be 21 or older and accept the terms to sign up')).getAttribute('role')).toBe('alert');
  });

  it('asks 18 where the site names no jurisdiction, or its regulator asks 18', async () => {
    await renderPage(<RegisterForm onDone={() => {}} />);
    expect(screen.getByLabelText('I am 18 or older and I accept the terms and conditions')).toBeTruthy();
    cleanup();
    await renderPage(<RegisterForm onDone={() => {}} />, { site: under('mga') });
    expect(screen.getByLabelText('I am 18 or older and I accept the terms and conditions')).toBeTruthy();
  });

  it('says the age in each language’s own form (Russian: the noun agrees with the number; Nepali: its digits)', async () => {
    await renderPage(<RegisterForm onDone={() => {}} />, { site: under('pagcor'), code: 'RUS' });
    expect(screen.getByLabelText('Мне исполнилось 21 год, и я принимаю правила и условия')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Продолжить' }));
    expect(await screen.findByText('Для регистрации вам должно быть не менее 21 года и нужно принять условия')).toBeTruthy();
    cleanup();
    await renderPage(<RegisterForm onDone={() => {}} />, { code: 'RUS' });
    expect(screen.getByLabelText('Мне исполнилось 18 лет, и я принимаю правила и условия')).toBeTruthy();
    cleanup();
    await renderPage(<RegisterForm onDone={() => {}} />, { site: under('pagcor'), code: 'NE' });
    expect(screen.getByLabelText('म २१ वर्ष वा सोभन्दा माथिको हुँ र नियम तथा सर्तहरू स्वीकार गर्छु')).toBeTruthy();
  });
});
