import type { StartupResponse } from '../../schemas/api/startup.ts';
import type { Scheme } from '../../schemas/template.ts';
import type { ResolvedTemplate } from './types.ts';

export type StartupProblem = 'invalidThemeCode' | 'invalidThemeColor' | 'startupFailed';

export type SiteState =
  | { kind: 'ready'; startup: StartupResponse & { site: NonNullable<StartupResponse['site']> }; template: ResolvedTemplate; scheme: Scheme }
  | { kind: 'maintenance'; startup: StartupResponse }
  | { kind: 'invalid'; problem: StartupProblem; message: string };

/**
 * §4 startup validation: a non-success startup keeps the server's message; an unknown theme_code
 * or a colour the template lacks resets the site. Each of these shows a clear page, never a crash.
 */
export function decideSiteState(startup: StartupResponse, template: ResolvedTemplate | undefined): SiteState {
  if (startup.maintenance?.is_maintenance) return { kind: 'maintenance', startup };
  if (startup.statusCode !== 1 || !startup.site) {
    return { kind: 'invalid', problem: 'startupFailed', message: startup.statusMessage ?? 'internalServerError' };
  }
  if (!template) return { kind: 'invalid', problem: 'invalidThemeCode', message: 'invalidThemeCode' };
  const scheme = template.schemes[startup.site.theme_color];
  if (!scheme) return { kind: 'invalid', problem: 'invalidThemeColor', message: 'invalidThemeColor' };
  return { kind: 'ready', startup: { ...startup, site: startup.site }, template, scheme };
}
