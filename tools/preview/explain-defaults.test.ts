import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeProject, removeProject } from '../../engine/project/fixture-project.ts';
import { explain } from './explain.ts';

let root = '';
beforeAll(() => {
  const page = {
    version: 1,
    root: {
      widget: 'Stack',
      children: [
        { widget: 'NoSuchWidget', props: { size: 2 } },
        { widget: 'PageHeading', props: { title: 'ui.page.about' } },
      ],
    },
  };
  root = makeProject({ 'site-configs/pages/about.json': JSON.stringify(page, null, 2) });
});
afterAll(() => removeProject(root));

describe('explain without a widget in the manifest', () => {
  it('says the defaults come from the generated manifest and why a widget has none there', () => {
    const text = explain({ root, template: 'casino1', route: '/about' }).join('\n');
    expect(text).toMatch(
      /NoSuchWidget {2}\[shared page\] site-configs\/pages\/about\.json:\d+:\d+\n\s+· \(defaults unknown: no widget "NoSuchWidget" in schemas\/generated\/widget-manifest\.json: an unknown widget, or run npm run build:schemas\)/,
    );
    // a widget the manifest has: its defaults, no such line
    expect(text.match(/defaults unknown/g)).toHaveLength(1);
  });
});
