/**
 * What the operator has in view: the template and page (and the page's view the server builds for
 * them), the selected node, and how the preview shows it (breakpoint, route, language, guest or player).
 */
import type { PageView } from '../../../engine/studio/contract.ts';
import type { Kit } from './kit.ts';

export interface Selection {
  template: string | null;
  page: string | null;
  node: string | null;
  /** null: the base props (every breakpoint) */
  breakpoint: string | null;
  path: string;
  language: string;
  as: 'guest' | 'player';
}

export interface SelectionSlice {
  selection: Selection;
  view: PageView | null;
  selectTemplate(template: string, page?: string | null): Promise<void>;
  selectPage(page: string): Promise<void>;
  selectNode(key: string | null): void;
  setBreakpoint(name: string | null): void;
  setPath(path: string): void;
  setLanguage(language: string): void;
  setAs(as: 'guest' | 'player'): void;
}

export const NO_SELECTION: Selection = { template: null, page: null, node: null, breakpoint: null, path: '/', language: 'en', as: 'guest' };

export function createSelectionSlice(kit: Kit): SelectionSlice {
  const { set, get } = kit;
  return {
    selection: { ...NO_SELECTION },
    view: null,

    async selectTemplate(template, page = null) {
      const summary = get().catalog?.templates.find((t) => t.key === template);
      const site = get().catalog?.sites.find((s) => s.theme_code === template);
      set((s) => {
        s.selection.template = template;
        s.selection.page = page;
        s.selection.node = null;
        if (summary && s.selection.breakpoint && !summary.breakpoints.some((b) => b.name === s.selection.breakpoint)) s.selection.breakpoint = null;
        const languages = site?.languages ?? [];
        if (languages.length > 0 && !languages.includes(s.selection.language)) s.selection.language = languages[0]!;
        if (page && summary) s.selection.path = summary.routes.find((r) => r.page === page)?.path ?? s.selection.path;
      });
      await loadView(kit);
    },

    async selectPage(page) {
      const template = get().selection.template;
      if (template) await get().selectTemplate(template, page);
    },

    selectNode(key) {
      set((s) => {
        s.selection.node = key;
      });
    },

    setBreakpoint(name) {
      set((s) => {
        s.selection.breakpoint = name;
      });
    },

    setPath(path) {
      const summary = get().catalog?.templates.find((t) => t.key === get().selection.template);
      const page = summary?.routes.find((r) => r.path === path)?.page;
      set((s) => {
        s.selection.path = path;
      });
      if (page && page !== get().selection.page) void get().selectPage(page);
    },

    setLanguage(language) {
      set((s) => {
        s.selection.language = language;
      });
    },

    setAs(as) {
      set((s) => {
        s.selection.as = as;
      });
    },
  };
}

/** The selected template and page as an edit's view, when both are chosen. */
export function currentView({ get }: Kit): { template: string; page: string } | undefined {
  const { template, page } = get().selection;
  return template && page ? { template, page } : undefined;
}

/** The view of the selected page on the draft; an answer for a page no longer selected is dropped. */
export async function loadView({ api, get, set, failed }: Kit): Promise<void> {
  const { draft, selection } = get();
  if (!selection.template || !selection.page) {
    set((s) => {
      s.view = null;
    });
    return;
  }
  try {
    // no draft (a viewer's studio): the live revision's page
    const view = await api.view(draft?.id ?? 'live', selection.template, selection.page);
    const now = get().selection;
    if (now.template !== selection.template || now.page !== selection.page) return;
    set((s) => {
      s.view = view;
    });
  } catch (error) {
    set((s) => {
      s.view = null;
    });
    failed(error, `open ${selection.template} ${selection.page}`);
  }
}
