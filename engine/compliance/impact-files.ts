/**
 * The impact report (engine/compliance/impact.ts, what `npx compliance impact` prints) over a config
 * set in memory: the operator API's `GET /api/compliance/impact` judges the live revision's files with
 * the very code the CLI runs, laid out as `<root>/site-configs/<key>` as the publish gate lays them.
 */
import { join } from 'node:path';
import type { JurisdictionPack } from '../../schemas/jurisdiction-pack.ts';
import { PACKS } from '../../schemas/jurisdiction-packs/index.ts';
import { isRecord } from '../../schemas/is-record.ts';
import { loadProject, type Project } from '../project/project.ts';
import { REPO_ROOT } from '../project/repo.ts';
import { impactReport, type ImpactReport } from './impact.ts';

const CONFIG_DIR = 'site-configs';

/** A brand (concrete template) and the short name of its regulator's pack: null without a jurisdiction or a pack. */
export interface ImpactBrand {
  template: string;
  regulator: string | null;
}

/** The report with every brand judged, and each breach's file named by its key in the config set. */
export interface FilesImpactReport extends ImpactReport {
  brands: ImpactBrand[];
}

/** Every concrete template, sorted, with its regulator's pack short name. */
export function impactBrands(project: Project, packs: readonly JurisdictionPack[] = PACKS): ImpactBrand[] {
  const short = new Map(packs.map((p) => [p.id, p.short]));
  return [...project.templates.values()]
    .filter((t) => !t.abstract)
    .map((t) => {
      const jurisdiction = t.merged?.['jurisdiction'];
      const regulator = isRecord(jurisdiction) && typeof jurisdiction['regulator'] === 'string' ? (short.get(jurisdiction['regulator']) ?? null) : null;
      return { template: t.key, regulator };
    })
    .sort((a, b) => a.template.localeCompare(b.template, 'en', { numeric: true }));
}

/** The impact of the rules starting after `today` and by `date` on a config set (FileMap: key → text). */
export function impactOfFiles(
  files: Readonly<Record<string, string>>,
  today: string,
  date: string,
  root: string = REPO_ROOT,
  packs: readonly JurisdictionPack[] = PACKS,
): FilesImpactReport {
  const dir = join(root, CONFIG_DIR);
  const contents = new Map(Object.entries(files).map(([key, text]) => [join(dir, ...key.split('/')), text]));
  const project = loadProject(root, [], contents, undefined, dir, undefined, undefined, [...contents.keys()]);
  const report = impactReport(project, today, date, packs);
  const key = (file: string) => (file.startsWith(`${CONFIG_DIR}/`) ? file.slice(CONFIG_DIR.length + 1) : file);
  return { ...report, breaches: report.breaches.map((b) => ({ ...b, file: key(b.file) })), brands: impactBrands(project, packs) };
}
