import { jurisdictionRules } from '../../schemas/jurisdictions.ts';
import type { JurisdictionRules } from '../../schemas/jurisdiction.ts';
import type { SiteJurisdiction } from './jurisdiction.ts';

type SealNeed = NonNullable<NonNullable<JurisdictionRules['sealScript']>['needs']>[number];

/** A regulator's live seal as a page loads it: the script, its origin, and what else of that origin the seal uses. */
export interface SealScript {
  src: string;
  /** the one origin the page's CSP admits for it (script-src, and each of `needs`) */
  origin: string;
  needs: SealNeed[];
}

/** The origin of a seal script's address, or undefined for one the URL parser refuses. */
export function sealOrigin(src: string): string | undefined {
  try {
    const url = new URL(src);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/** The demo's stand-in seal origin while DEMO_SEAL_PORT serves it (tools/demo-backend/seal-server.ts); else none. */
export function demoSealOrigin(port: string | undefined): string | undefined {
  return port && /^[0-9]{1,5}$/.test(port) ? `http://127.0.0.1:${Number(port)}` : undefined;
}

/**
 * The seal script a site's pages load, if any: the template's `seal.script` when its origin is one the
 * regulator's data lists (schemas/jurisdictions.ts `sealScript.origins`), or the demo's stand-in origin
 * while the demo serves it (`demoOrigins`, and `demo` the origin DEMO_SEAL_PORT serves). Anything else
 * loads nothing and widens no CSP: config-lint's seal-origin refuses it before a publish, and this
 * refuses it again for a config that bypassed lint.
 */
export function admittedSealScript(j: SiteJurisdiction | undefined, demo: string | undefined): SealScript | undefined {
  const src = j?.seal?.script;
  if (!j || !src) return undefined;
  const listed = jurisdictionRules(j.regulator)?.sealScript;
  const origin = sealOrigin(src);
  if (!listed || !origin) return undefined;
  const admitted = listed.origins.includes(origin) || (origin === demo && (listed.demoOrigins ?? []).includes(origin));
  return admitted ? { src, origin, needs: [...(listed.needs ?? [])] } : undefined;
}
