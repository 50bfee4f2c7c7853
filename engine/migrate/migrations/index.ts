import type { Migration } from '../types.ts';
import { migration as m001 } from './001-component-to-widget.ts';

/** Every migration, ordered by the version it starts from. */
export const migrations: readonly Migration[] = [m001];
