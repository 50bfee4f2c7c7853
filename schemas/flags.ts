import { siteSchema, startupResponseSchema } from './api/startup.ts';

type Props = Record<string, unknown>;
type SiteProps = typeof siteSchema.properties;
type StartupProps = typeof startupResponseSchema.properties;

/** The site record's boolean fields. */
type SiteFlag = { [K in keyof SiteProps]: SiteProps[K] extends { type: 'boolean' } ? K : never }[keyof SiteProps];
/** Startup sections besides the site record switched on by a boolean `status` (live_chat). */
type SectionFlag = {
  [K in keyof StartupProps]: K extends 'site' ? never : StartupProps[K] extends { properties: { status: { type: 'boolean' } } } ? K : never;
}[keyof StartupProps];

/** A flag `when.flag` may name: derived from the startup schema, so it can only name what startup sends. */
export type FlagName = SiteFlag | SectionFlag;

const isBoolean = (s: unknown) => typeof s === 'object' && s !== null && (s as Props)['type'] === 'boolean';

export const FLAG_NAMES: readonly FlagName[] = [
  ...Object.entries(siteSchema.properties)
    .filter(([, s]) => isBoolean(s))
    .map(([k]) => k as SiteFlag),
  ...Object.entries(startupResponseSchema.properties)
    .filter(([k, s]) => k !== 'site' && isBoolean(((s as Props)['properties'] as Props | undefined)?.['status']))
    .map(([k]) => k as SectionFlag),
];
