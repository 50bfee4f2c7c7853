// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import { Outline } from '../outline/Outline.tsx';
import { breakpoints, casinoHome, editor, nodeOf, problem, viewer, widgetOf, widgets } from '../outline/test-support.ts';
import { Inspector } from './Inspector.tsx';

afterEach(cleanup);

/** axe's serious and critical findings (colour contrast needs a layout engine: the studio's Playwright axe run checks it). */
async function seriousViolations(container: HTMLElement) {
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(', ')}`);
}

describe('the editing panels under axe', () => {
  it('the outline, with its palette and a confirmation open, has no serious or critical violation', async () => {
    const view = casinoHome();
    const problems = [problem('pages/home.json', '/root/children/2/props/columns', 'columns must be <= 12')];
    const { container } = render(
      <Outline view={view} widgets={widgets} selected="page:/children/2" onSelect={() => {}} onEdit={() => {}} permissions={editor} problems={problems} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add widget…' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove…' }));
    expect(await seriousViolations(container)).toEqual([]);
  });

  it('the inspector, for an editor and a viewer, has no serious or critical violation', async () => {
    const view = casinoHome();
    for (const permissions of [editor, viewer]) {
      const node = nodeOf(view, 'page:/children/2');
      const { container } = render(
        <Inspector
          view={view}
          node={node}
          widget={widgetOf('GameGrid')}
          breakpoint="tablet"
          breakpoints={breakpoints}
          onBreakpoint={() => {}}
          onEdit={() => {}}
          permissions={permissions}
          problems={[problem('pages/home.json', '/root/children/2/at/tablet/columns', 'columns must be <= 12')]}
          searchMessages={async () => []}
          assets={async () => []}
        />,
      );
      expect(await seriousViolations(container)).toEqual([]);
      cleanup();
    }
  });
});
