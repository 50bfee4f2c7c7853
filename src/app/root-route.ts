import type { RootData } from '../state/root-data.tsx';

/** The root route's id: the key of its data in a router's loader data (src/app/routes.tsx). */
export const ROOT_ROUTE_ID = 'root';

/** Whether a loader result is the root's (its messages mark it). */
export const isRootData = (value: unknown): value is RootData => typeof value === 'object' && value !== null && 'messages' in value;

/** The root route's data in a router's loader data (the hydration data, a static render's context), if there. */
export function rootDataIn(loaderData: Readonly<Record<string, unknown>> | undefined): RootData | undefined {
  const value = loaderData?.[ROOT_ROUTE_ID];
  return isRootData(value) ? value : undefined;
}
