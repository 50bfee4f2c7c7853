import { join } from 'node:path';
import { didYouMean } from '../project/levenshtein.ts';
import { diskFs, type ProjectFs } from '../project/project-fs.ts';
import { BUDGET_CEILINGS, DEFAULT_BUDGETS, type Budgets } from './budgets.ts';
import type { Severity } from '../../schemas/lint-problem.ts';
import { isRecord } from '../../schemas/is-record.ts';

/** The project file that configures the rules; its JSON Schema is engine/lint/schemas/config.schema.json. */
export const CONFIG_FILE = 'config-lint.json';

export type Setting = Severity | 'off';
const SETTINGS: readonly string[] = ['error', 'warning', 'off'];

export interface RuleConfig {
  rules: Record<string, Setting>;
  /** later entries win; `files` are globs relative to the project root */
  overrides: { files: RegExp[]; rules: Record<string, Setting> }[];
  /** the defaults with the file's `budgets` over them */
  budgets: Budgets;
  /**
   * Settings that lower an error rule (to "warning" or "off"). config-lint.json may lower warnings
   * only: the CLI refuses a config with any of these, the gate too unless its audited override is on.
   */
  downgrades: Downgrade[];
}

export interface Downgrade {
  /** where in config-lint.json: `rules` or `overrides[i].rules` */
  where: string;
  rule: string;
  setting: Setting;
}

/** A rule as the config sees it: its id and the severity it has when nothing configures it. */
export interface KnownRule {
  id: string;
  severity: Severity;
}

export class RuleConfigError extends Error {}

/** `*` is any run within one path segment, `**` any number of segments, `?` one character. */
export function globToRegExp(glob: string): RegExp {
  let re = '';
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i] ?? '';
    if (c === '*' && glob[i + 1] === '*') {
      const slash = glob[i + 2] === '/';
      re += slash ? '(?:.*/)?' : '.*';
      i += slash ? 2 : 1;
    } else if (c === '*') re += '[^/]*';
    else if (c === '?') re += '[^/]';
    else re += c.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${re}$`);
}

function readRules(value: unknown, where: string, known: readonly KnownRule[], downgrades: Downgrade[]): Record<string, Setting> {
  if (value === undefined) return {};
  if (!isRecord(value)) throw new RuleConfigError(`${where} must be an object of rule id → "error" | "warning" | "off"`);
  const out: Record<string, Setting> = {};
  const ids = known.map((r) => r.id);
  for (const [id, setting] of Object.entries(value)) {
    const rule = known.find((r) => r.id === id);
    if (!rule) {
      const guess = didYouMean(id, ids);
      throw new RuleConfigError(`${where}: no rule "${id}"${guess ? `; did you mean "${guess}"?` : ''} (see --list-rules)`);
    }
    if (typeof setting !== 'string' || !SETTINGS.includes(setting)) {
      throw new RuleConfigError(`${where}.${id} must be "error", "warning" or "off", got ${JSON.stringify(setting)}`);
    }
    out[id] = setting as Setting;
    if (rule.severity === 'error' && setting !== 'error') downgrades.push({ where, rule: id, setting: setting as Setting });
  }
  return out;
}

function readBudgets(value: unknown): Budgets {
  const budgets: Budgets = { ...DEFAULT_BUDGETS };
  if (value === undefined) return budgets;
  const names = Object.keys(DEFAULT_BUDGETS);
  if (!isRecord(value)) throw new RuleConfigError(`"budgets" must be an object of ${names.join(', ')}`);
  for (const [name, n] of Object.entries(value)) {
    if (!(name in DEFAULT_BUDGETS)) {
      const guess = didYouMean(name, names);
      throw new RuleConfigError(`budgets: no budget "${name}"${guess ? `; did you mean "${guess}"?` : ''} (allowed: ${names.join(', ')})`);
    }
    const key = name as keyof Budgets;
    if (typeof n !== 'number' || !Number.isSafeInteger(n) || n < 1)
      throw new RuleConfigError(`budgets.${name} must be a positive integer, got ${JSON.stringify(n)}`);
    const ceiling = BUDGET_CEILINGS[key];
    if (ceiling !== undefined && n > ceiling) throw new RuleConfigError(`budgets.${name} may be at most ${ceiling}, got ${n}`);
    budgets[key] = n;
  }
  return budgets;
}

/** Checks a parsed config against the rule ids there are; a clear error names what is wrong. */
export function parseRuleConfig(doc: unknown, known: readonly KnownRule[]): RuleConfig {
  if (!isRecord(doc)) throw new RuleConfigError('must be a JSON object');
  for (const k of Object.keys(doc)) {
    if (!['$schema', 'rules', 'overrides', 'budgets'].includes(k))
      throw new RuleConfigError(`unknown member "${k}" (allowed: $schema, rules, overrides, budgets)`);
  }
  const overrides = doc['overrides'] ?? [];
  if (!Array.isArray(overrides)) throw new RuleConfigError('"overrides" must be an array');
  const downgrades: Downgrade[] = [];
  return {
    budgets: readBudgets(doc['budgets']),
    downgrades,
    rules: readRules(doc['rules'], 'rules', known, downgrades),
    overrides: overrides.map((o: unknown, i) => {
      const where = `overrides[${i}]`;
      if (!isRecord(o)) throw new RuleConfigError(`${where} must be an object with "files" and "rules"`);
      const files = o['files'];
      const globs = typeof files === 'string' ? [files] : files;
      if (!Array.isArray(globs) || globs.length === 0 || !globs.every((g) => typeof g === 'string' && g !== '')) {
        throw new RuleConfigError(`${where}.files must be a glob or a non-empty array of globs`);
      }
      return { files: globs.map((g: string) => globToRegExp(g)), rules: readRules(o['rules'], `${where}.rules`, known, downgrades) };
    }),
  };
}

/** The project's config-lint.json, or undefined when it has none. */
export function loadRuleConfig(root: string, known: readonly KnownRule[], fs: ProjectFs = diskFs): RuleConfig | undefined {
  const text = fs.readText(join(root, CONFIG_FILE));
  if (text === undefined) return undefined;
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch (e) {
    throw new RuleConfigError(`${CONFIG_FILE}: not valid JSON (${e instanceof Error ? e.message : String(e)})`);
  }
  try {
    return parseRuleConfig(doc, known);
  } catch (e) {
    throw new RuleConfigError(`${CONFIG_FILE}: ${e instanceof Error ? e.message : String(e)}`);
  }
}

/** A rule's setting for one file (relative, `/`-separated): the last matching override, else `rules`, else its default. */
export function settingFor(config: RuleConfig | undefined, ruleId: string, file: string, fallback: Severity): Setting {
  if (!config) return fallback;
  let setting: Setting = config.rules[ruleId] ?? fallback;
  for (const o of config.overrides) {
    const s = o.rules[ruleId];
    if (s && o.files.some((re) => re.test(file))) setting = s;
  }
  return setting;
}

/** One line per setting that lowers an error rule, for a refusal or the override's audit log. */
export function describeDowngrades(config: RuleConfig): string[] {
  return config.downgrades.map((d) => `${CONFIG_FILE} ${d.where}: ${d.rule} is an error rule, set to "${d.setting}"`);
}

/**
 * The refusal of a config that lowers an error rule: config-lint.json may silence or lower warnings
 * only, so CI cannot be talked into passing what players would see broken.
 */
export function downgradeError(config: RuleConfig): RuleConfigError | undefined {
  const lines = describeDowngrades(config);
  if (lines.length === 0) return undefined;
  return new RuleConfigError(
    `${lines.join('; ')}: config-lint.json may lower or switch off warnings only; fix the problem instead (an error can be let through only by the server's audited override CONFIG_ALLOW_ERROR_SUPPRESSIONS=1)`,
  );
}
