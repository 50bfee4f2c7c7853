import type { FieldDoc } from './field-doc.ts';

const op = (kind: 'pages' | 'layouts'): Record<string, FieldDoc> => {
  const base = `patches/structure/${kind}/*/[]`;
  return {
    [`patches/structure/${kind}`]: {
      description: `Structural ops by ${kind === 'pages' ? 'page' : 'layout'} name: an ordered list of inserts, moves and removes by node id, applied first to last before the node patches.`,
      examples: [kind === 'pages' ? { home: [{ move: 'hot-games', before: 'home-carousel' }] } : { template2: [{ remove: 'main-category-nav' }] }],
    },
    [`${base}/insert`]: {
      description:
        'A new node (widget, id, props, at, when, children) to put where `before`, `after`, `firstIn` or `lastIn` says. Give it an id so later ops and patches can address it.',
      examples: [{ widget: 'PageHeading', id: 'promo-heading', props: { title: 'ui.leaderboard.title' } }],
    },
    [`${base}/move`]: {
      description: 'The id of a node to move where `before`, `after`, `firstIn` or `lastIn` says (not into its own subtree).',
      examples: ['hot-games'],
    },
    [`${base}/remove`]: {
      description: 'The id of a node to remove, with its children.',
      examples: ['home-marquee'],
    },
    [`${base}/before`]: { description: 'Put the node just before the node with this id (its sibling).', examples: ['home-carousel'] },
    [`${base}/after`]: { description: 'Put the node just after the node with this id (its sibling).', examples: ['home-carousel'] },
    [`${base}/firstIn`]: { description: 'Put the node first among the children of the node with this id.', examples: ['main-content'] },
    [`${base}/lastIn`]: { description: 'Put the node last among the children of the node with this id.', examples: ['main-content'] },
  };
};

/** Editors' help for a template's brand routes and structural patches (issue 27 part 6), merged into the template's docs. */
export const templateBrandDocs: Record<string, FieldDoc> = {
  'patches/structure': {
    description:
      'Inserts, moves and removes of nodes of shared pages and layouts by node id, without copying the tree (docs/operators.md "Structural patches"). A list set here replaces the base template\'s list for that tree.',
    examples: [{ pages: { home: [{ move: 'hot-games', before: 'home-carousel' }] } }],
  },
  ...op('pages'),
  ...op('layouts'),
  routes: {
    description:
      'Routes of this template\'s sites by path: `{ "page", "guard" }` adds a route only they have; `{ "hidden": true }` takes a shared route of routes.json away from them (a 404 there).',
    examples: [{ '/tournaments': { page: 'tournaments', guard: 'none' }, '/sabong': { hidden: true } }],
  },
  'routes/*/page': {
    description: "The page key: site-configs/pages/<page>.json, or this template's `pages` entry.",
    examples: ['tournaments'],
  },
  'routes/*/guard': {
    description: '`none`: anyone; `auth`: players only (visitors go where authEntry says); `guest`: visitors only.',
    examples: ['none'],
  },
  'routes/*/layout': {
    description: "A layout for this route instead of the template's (a file in site-configs/layouts/).",
    examples: ['default'],
  },
  'routes/*/hidden': {
    description: "`true`: this template's sites do not have this shared route; it answers the 404 page.",
    examples: [true],
  },
};
