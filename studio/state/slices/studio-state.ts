/** The studio's state: every slice's fields and actions in one flat object, as the panels read it. */
import type { CatalogSlice } from './catalog.ts';
import type { DraftSlice } from './draft.ts';
import type { EditsSlice } from './edits.ts';
import type { LookupsSlice } from './lookups.ts';
import type { NoticesSlice } from './notices.ts';
import type { ProblemsSlice } from './problems.ts';
import type { PublishSlice } from './publish.ts';
import type { SelectionSlice } from './selection.ts';
import type { SessionSlice } from './session.ts';
import type { SchedulesSlice } from './schedules.ts';
import type { ReviewSlice } from './review.ts';
import type { SecondFactorSlice } from './second-factor.ts';
import type { TogetherSlice } from './together.ts';

export type StudioState = SessionSlice &
  CatalogSlice &
  DraftSlice &
  EditsSlice &
  SelectionSlice &
  ProblemsSlice &
  PublishSlice &
  LookupsSlice &
  NoticesSlice &
  SchedulesSlice &
  ReviewSlice &
  SecondFactorSlice &
  TogetherSlice;
