// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import { DemoSitePointer } from '../new-brand/DemoSitePointer.tsx';
import { NewBrand } from '../new-brand/NewBrand.tsx';
import { TemplateSettings } from './TemplateSettings.tsx';
import { CASINO9, CATALOG, problem } from './test-fixtures.ts';

afterEach(cleanup);

/** axe's serious and critical findings (colour contrast needs a layout engine: a Playwright axe run checks it). */
async function seriousViolations(container: HTMLElement) {
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(', ')}`);
}

const scheme = {
  bg: '#ffffff',
  surface: '#ffffff',
  surface2: '#ffffff',
  text: '#999999',
  muted: '#595959',
  primary: '#e8b923',
  onPrimary: '#111111',
  accent: '#4cb0e6',
  border: '#333333',
};
const own = { version: 1, key: 'casino9', extends: 'casino1', schemes: { 'color1-1': { text: '#999999' } }, breakpoints: { wide: 1800 } };
const merged = {
  ...own,
  schemes: { 'color1-1': scheme },
  breakpoints: { mobile: 320, wide: 1800 },
  authEntry: { guardRedirect: { to: '/login' }, loginAction: 'route' },
};

describe('the settings panels under axe', () => {
  it('template settings, for an editor (with a problem and a refused value) and a viewer, have no serious or critical violation', async () => {
    for (const edit of [true, false]) {
      const { container } = render(
        <TemplateSettings
          catalog={CATALOG}
          template={CASINO9}
          merged={merged}
          own={own}
          onEdit={() => {}}
          permissions={{ edit, publish: false }}
          problems={[problem('/schemes/color1-1/text', 'text is below WCAG AA')]}
        />,
      );
      if (edit) {
        fireEvent.change(screen.getByLabelText('border'), { target: { value: 'reddish' } });
        fireEvent.blur(screen.getByLabelText('border'));
      }
      expect(await seriousViolations(container)).toEqual([]);
      cleanup();
    }
  });

  it('the new-brand dialog and the demo site pointer have no serious or critical violation', async () => {
    render(<NewBrand catalog={CATALOG} onEdit={() => {}} permissions={{ edit: true, publish: false }} />);
    fireEvent.click(screen.getByRole('button', { name: 'New brand…' }));
    fireEvent.change(screen.getByLabelText('Key (its theme_code)'), { target: { value: 'Bad' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create template' }));
    expect(await seriousViolations(screen.getByRole('dialog'))).toEqual([]);
    cleanup();
    const { container } = render(
      <DemoSitePointer
        sites={[{ domain: 'casino3.localhost', theme_code: 'casino3', theme_color: 'color3-3' }]}
        live={CATALOG.templates}
        canPoint
        onPoint={async (domain, theme_code, theme_color) => ({ domain, domains: [domain], theme_code, theme_color, before: { theme_code, theme_color } })}
      />,
    );
    expect(await seriousViolations(container)).toEqual([]);
  });
});
