/**
 * The studio's state (issue 30) over an injected API, storage and clock, as src/chat/store.ts does it:
 * the session and its grants, the catalog, the operator's draft, what is selected, the page's view and
 * the draft's lint, undo/redo of the draft's files for the whole session, and unsaved work kept in the
 * browser when the server fails or the session ends. Panels read it; only the store calls the API.
 *
 * Each part is a slice in studio/state/slices/ (as Puck's editor builds its store), made from the one
 * `set` and `get` and composed here into one flat state, so panels read every field from the same store.
 */
import { immer } from 'zustand/middleware/immer';
import { createStore } from 'zustand/vanilla';
import { createCatalogSlice } from './slices/catalog.ts';
import { createDraftSlice } from './slices/draft.ts';
import { createEditsSlice } from './slices/edits.ts';
import { createKit, type StudioDeps } from './slices/kit.ts';
import { createLookupsSlice } from './slices/lookups.ts';
import { createNoticesSlice } from './slices/notices.ts';
import { createProblemsSlice } from './slices/problems.ts';
import { createPublishSlice } from './slices/publish.ts';
import { createSelectionSlice } from './slices/selection.ts';
import { createSessionSlice } from './slices/session.ts';
import { createSchedulesSlice } from './slices/schedules.ts';
import { createReviewSlice } from './slices/review.ts';
import { createSecondFactorSlice } from './slices/second-factor.ts';
import type { StudioState } from './slices/studio-state.ts';
import { createTogetherSlice } from './slices/together.ts';

export type { SaveState } from './slices/draft.ts';
export { describeEdit } from './slices/edits.ts';
export type { StudioDeps } from './slices/kit.ts';
export type { Notice } from './slices/notices.ts';
export type { MergeFile, PublishOutcome } from './slices/publish.ts';
export type { Selection } from './slices/selection.ts';
export type { Phase, LoginProblem } from './slices/session.ts';
export type { Proof } from './slices/second-factor.ts';
export type { StudioState } from './slices/studio-state.ts';
export type { ScheduleOutcome } from './slices/schedules.ts';

export function createStudioStore(deps: StudioDeps) {
  return createStore<StudioState>()(
    immer((set, get) => {
      const kit = createKit(set, get, deps);
      return {
        ...createSessionSlice(kit),
        ...createCatalogSlice(),
        ...createDraftSlice(kit),
        ...createEditsSlice(kit),
        ...createSelectionSlice(kit),
        ...createProblemsSlice(kit),
        ...createPublishSlice(kit),
        ...createLookupsSlice(kit),
        ...createNoticesSlice(kit),
        ...createSchedulesSlice(kit),
        ...createReviewSlice(kit),
        ...createSecondFactorSlice(kit),
        ...createTogetherSlice(kit),
      };
    }),
  );
}

export type StudioStore = ReturnType<typeof createStudioStore>;
