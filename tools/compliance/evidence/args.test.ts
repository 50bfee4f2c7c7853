import { describe, expect, it } from 'vitest';
import { EvidenceUsageError, parseEvidenceArgs, windowOf } from './args.ts';

describe('compliance evidence arguments', () => {
  it('takes a brand, a window of UTC days (both included) and a zip', () => {
    const args = parseEvidenceArgs(['--brand', 'casino1', '--from=2026-02-01', '--to', '2026-02-28', '--out', 'pack.zip']);
    expect(args).toEqual({ brand: 'casino1', from: '2026-02-01', to: '2026-02-28', out: 'pack.zip' });
    expect(windowOf(args)).toEqual({ start: '2026-02-01T00:00:00.000Z', end: '2026-02-28T23:59:59.999Z' });
  });

  it.each([
    [['--from', '2026-02-01', '--to', '2026-02-28', '--out', 'p.zip'], '--brand is needed'],
    [['--brand', 'casino1', '--from', '2026-02-30', '--to', '2026-03-01', '--out', 'p.zip'], '--from needs a day as YYYY-MM-DD, got "2026-02-30"'],
    [['--brand', 'casino1', '--from', '2026-03-01', '--to', '2026-02-01', '--out', 'p.zip'], '--from 2026-03-01 is after --to 2026-02-01'],
    [['--brand', 'casino1', '--from', '2026-02-01', '--to', '2026-02-02', '--out', 'p.tar'], '--out must name a .zip file, got "p.tar"'],
    [['--brand', 'casino1', '--since', '2026-02-01'], 'unknown option --since'],
    [['--brand'], '--brand needs a value'],
  ])('refuses %j: %s', (argv, message) => {
    expect(() => parseEvidenceArgs(argv)).toThrow(new EvidenceUsageError(message));
  });
});
