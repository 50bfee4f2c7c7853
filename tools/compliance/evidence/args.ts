import { dateArg } from '../../config-lint/args.ts';

export const EVIDENCE_USAGE = `usage: compliance evidence --brand KEY --from YYYY-MM-DD --to YYYY-MM-DD --out FILE.zip

Writes a zip of what a brand served in a window (UTC days, both included): every revision of the
config store that changed what the brand renders in the window, and the one live when it began,
each with its diff in operator words and as JSON, config-lint's verdict on the day it went live
(SARIF, with the jurisdiction packs of that day) and screenshots of / and /login at phone (390)
and desktop (1280) widths as it rendered them; the audit entries touching the brand in the window
with the audit chain's verification; manifest.json with every file's SHA-256 and size.
Reads the store CONFIG_STORE_URL names (else the embedded one, as config-store does). Renders with
the production build (dist/: run \`npm run build\` first) and Chromium (CHROMIUM_PATH, else
/usr/bin/chromium). Exit 0 when written, 1 when a revision could not be rendered or linted (the
pack is written and says which), 2 on a usage or store error.`;

export interface EvidenceArgs {
  brand: string;
  from: string;
  to: string;
  out: string;
}

export class EvidenceUsageError extends Error {}

/** The arguments, or throws EvidenceUsageError saying what is wrong. */
export function parseEvidenceArgs(argv: readonly string[]): EvidenceArgs {
  const given: Partial<EvidenceArgs> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    const eq = arg.indexOf('=');
    const flag = eq > 0 ? arg.slice(0, eq) : arg;
    const value = eq > 0 ? arg.slice(eq + 1) : argv[++i];
    if (value === undefined) throw new EvidenceUsageError(`${flag} needs a value`);
    const day = (name: string) => {
      try {
        return dateArg(value);
      } catch {
        throw new EvidenceUsageError(`${name} needs a day as YYYY-MM-DD, got "${value}"`);
      }
    };
    if (flag === '--brand') given.brand = value;
    else if (flag === '--from') given.from = day('--from');
    else if (flag === '--to') given.to = day('--to');
    else if (flag === '--out') given.out = value;
    else throw new EvidenceUsageError(`unknown option ${flag}`);
  }
  const { brand, from, to, out } = given;
  if (!brand) throw new EvidenceUsageError('--brand is needed');
  if (!from) throw new EvidenceUsageError('--from is needed');
  if (!to) throw new EvidenceUsageError('--to is needed');
  if (!out) throw new EvidenceUsageError('--out is needed');
  if (!out.endsWith('.zip')) throw new EvidenceUsageError(`--out must name a .zip file, got "${out}"`);
  if (from > to) throw new EvidenceUsageError(`--from ${from} is after --to ${to}`);
  return { brand, from, to, out };
}

/** The window as instants: from the start of `from` to the end of `to`, UTC. */
export function windowOf(args: Pick<EvidenceArgs, 'from' | 'to'>): { start: string; end: string } {
  return { start: `${args.from}T00:00:00.000Z`, end: `${args.to}T23:59:59.999Z` };
}
