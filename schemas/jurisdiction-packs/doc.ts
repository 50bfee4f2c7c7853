import { PACKS } from './index.ts';

/**
 * docs/compliance.md "The rules": every pack rule with its dates and source, generated here and
 * checked against the doc by schemas/jurisdiction-pack.test.ts so the doc cannot drift from the data.
 */
export function packRulesTable(): string {
  const cell = (s: string) => s.replaceAll('|', '\\|');
  const rows = PACKS.flatMap((p) =>
    p.rules.map((r) => {
      const source = [r.source.document, r.source.section, r.source.url].filter((x) => x !== undefined).join(', ');
      const dates = r.until ? `${r.from} – ${r.until}` : `from ${r.from}`;
      const status = r.confirmed ? 'confirmed' : 'not confirmed';
      return `| \`${r.id}\` | ${p.short} | ${dates} | ${cell(r.summary)} | ${cell(source)} | ${status}${r.checkedBy ? `; checked by \`${r.checkedBy}\`` : ''} |`;
    }),
  );
  return ['| rule | regulator | in force | requires | source | status |', '| --- | --- | --- | --- | --- | --- |', ...rows].join('\n');
}
