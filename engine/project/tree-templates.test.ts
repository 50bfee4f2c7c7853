import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadProject, type Project } from './project.ts';
import { REPO_ROOT } from './repo.ts';

const configs = join(REPO_ROOT, 'site-configs');
const templateFile = (key: string) => join(configs, 'templates', `${key}.json`);
const withRoutes = (key: string, routes: Record<string, unknown>) =>
  JSON.stringify({ ...(JSON.parse(readFileSync(templateFile(key), 'utf8')) as Record<string, unknown>), routes });

/** The repository's configs with some files replaced or added in memory (absolute path → text). */
function project(files: Record<string, string>): Project {
  const paths = Object.keys(files);
  return loadProject(REPO_ROOT, paths, new Map(Object.entries(files)));
}

const templatesOf = (p: Project, label: string) => p.trees.find((t) => t.label === label)?.templates;
const concrete = (p: Project) => [...p.templates.values()].filter((t) => !t.abstract).map((t) => t.key);

describe('the templates that render a tree', () => {
  it('a shared page only one brand routes to is rendered by that brand alone', () => {
    const page = join(configs, 'pages', 'tournaments.json');
    const p = project({
      [page]: JSON.stringify({ version: 1, root: { widget: 'PageHeading', props: { title: 'brand.tournaments.title' } } }),
      [templateFile('casino2')]: withRoutes('casino2', { '/tournaments': { page: 'tournaments', guard: 'none' } }),
    });
    expect(templatesOf(p, 'page tournaments')).toEqual(['casino2']);
  });

  it('a template that hides the route to a shared page does not render it; the others still do', () => {
    const p = project({ [templateFile('casino2')]: withRoutes('casino2', { '/sabong': { hidden: true } }) });
    const sabong = templatesOf(p, 'page sabong');
    expect(sabong).not.toContain('casino2');
    expect(sabong).toEqual(concrete(p).filter((k) => k !== 'casino2'));
    // the page it still routes to
    expect(templatesOf(p, 'page about')).toContain('casino2');
  });

  it('a template whose own route takes over a shared path renders the page it names instead', () => {
    const p = project({ [templateFile('casino2')]: withRoutes('casino2', { '/sabong': { page: 'about', guard: 'none' } }) });
    expect(templatesOf(p, 'page sabong')).not.toContain('casino2');
    expect(templatesOf(p, 'page about')).toContain('casino2');
  });

  it('a layout is rendered by the templates it is the layout of, and by those a route of theirs names it for', () => {
    const p = project({});
    const users = [...p.templates.values()].filter((t) => !t.abstract && t.merged?.['layout'] === 'template3').map((t) => t.key);
    expect(templatesOf(p, 'layout template3')).toEqual(users);
    // /preloader renders the default layout on every site that routes to it
    expect(templatesOf(p, 'layout default')).toEqual(concrete(p));
    const hidden = project({ [templateFile('casino2')]: withRoutes('casino2', { '/preloader': { hidden: true } }) });
    expect(templatesOf(hidden, 'layout default')).toEqual(concrete(p).filter((k) => k !== 'casino2'));
  });
});
