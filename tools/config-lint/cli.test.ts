import { describe, expect, it } from 'vitest';
import { memoryProject } from './testing/memory-project.ts';
import { runCli } from './testing/run-cli.ts';

const run = runCli;

describe('config-lint cli', () => {
  const shipped = memoryProject();
  const broken = memoryProject({ 'site-configs/pages/home.json': '{\n  "version": 1,\n  "root": { "widget": "GameGrd" }\n}\n' });
  const configs = broken.path('site-configs');

  it('passes the shipped configs (exit 0) and prints the summary with the wall time', () => {
    const r = shipped.cli(['--root', shipped.root, shipped.path('site-configs')]);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/config-lint: \d+ files, 0 errors, \d+ warnings? in \d+ ms \(process \d+ ms wall\)/);
  });

  it('exits 1 on an error, text format is file:line:col  rule  message', () => {
    const r = broken.cli([configs]);
    expect(r.code).toBe(1);
    expect(r.out).toContain('site-configs/pages/home.json:3:23  unknown-widget  unknown widget "GameGrd"; did you mean "GameGrid"?');
  });

  it('writes json, github and sarif', () => {
    const json = JSON.parse(broken.cli(['--format', 'json', configs]).out) as { problems: { pointer: string }[] };
    expect(json.problems.map((p) => p.pointer)).toContain('/root/widget');
    expect(broken.cli(['--format=github', configs]).out).toContain(
      '::error file=site-configs/pages/home.json,line=3,col=23,endLine=3,endColumn=32,title=unknown-widget::unknown widget "GameGrd"; did you mean "GameGrid"? (/root/widget)',
    );
    const sarif = JSON.parse(broken.cli(['--format', 'sarif', configs]).out) as {
      version: string;
      runs: { results: { ruleId: string; locations: { physicalLocation: { region: { startLine: number; startColumn: number } } }[] }[] }[];
    };
    expect(sarif.version).toBe('2.1.0');
    const result = sarif.runs[0]?.results.find((x) => x.ruleId === 'unknown-widget');
    expect(result?.locations[0]?.physicalLocation.region).toEqual({ startLine: 3, startColumn: 23, endLine: 3, endColumn: 32 });
  });

  it('--max-warnings fails when exceeded', () => {
    const warn = memoryProject({
      'site-configs/pages/home.json':
        '{"$schema":"../../schemas/generated/page.schema.json","version":1,"root":{"widget":"GameGrid","props":{"columns":2},"at":{"desktop":{"columns":2}}}}',
    });
    expect(warn.cli([warn.path('site-configs'), '--max-warnings', '100']).code).toBe(0);
    expect(warn.cli([warn.path('site-configs'), '--max-warnings', '0']).code).toBe(1);
  });

  it('exits 2 on usage errors', () => {
    expect(run(['--format', 'xml']).code).toBe(2);
    expect(run(['--bogus']).code).toBe(2);
    expect(run(['/no/such/dir']).code).toBe(2);
  });
});
