/** The draft's lint, and the way from one of its problems to the node it is about. */
import type { LintView, PageView, StudioProblem } from '../../../engine/studio/contract.ts';
import type { Kit } from './kit.ts';

export interface ProblemsSlice {
  lint: LintView | null;
  reveal(problem: StudioProblem): void;
}

export function createProblemsSlice({ set, get }: Kit): ProblemsSlice {
  return {
    lint: null,
    reveal(problem) {
      const view = get().view;
      const match = view ? nodeAt(view, problem) : undefined;
      if (match)
        set((s) => {
          s.selection.node = match;
        });
      else get().say('info', `${problem.file}:${problem.line}: ${problem.message}`);
    },
  };
}

export async function loadLint({ api, get, set, failed }: Kit): Promise<void> {
  const draft = get().draft;
  if (!draft) return;
  try {
    const lint = await api.lint(draft.id);
    set((s) => {
      s.lint = lint;
    });
  } catch (error) {
    failed(error, 'lint the draft');
  }
}

/** The deepest node of the view whose source pointer holds the problem's pointer, in the problem's file. */
function nodeAt(view: PageView, problem: StudioProblem): string | undefined {
  let best: { key: string; depth: number } | undefined;
  const walk = (node: PageView['pageRoot']) => {
    const { file, pointer } = node.source;
    if (file === problem.file && (problem.pointer === pointer || problem.pointer.startsWith(`${pointer}/`))) {
      const depth = pointer.split('/').length;
      if (!best || depth > best.depth) best = { key: node.key, depth };
    }
    node.children.forEach(walk);
  };
  walk(view.layoutRoot);
  walk(view.pageRoot);
  return best?.key;
}
