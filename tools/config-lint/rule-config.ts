import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { didYouMean } from '../shared/levenshtein.ts';
import type { Severity } from './types.ts';

/** The project file that configures the rules; its JSON Schema is tools/config-lint/schemas/config.schema.json. */
export const CONFIG_FILE = 'config-lint.json';

export type Setting = Severity | 'off';
const SETTINGS: readonly string[] = ['error', 'warning', 'off'];

export interface RuleConfig {
  rules: Record<string, Setting>;
  /** later entries win; `files` are globs relative to the project root */
  overrides: { files: RegExp[]; rules: Record<string, Setting> }[];
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

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function readRules(value: unknown, where: string, known: readonly string[]): Record<string, Setting> {
  if (value === undefined) return {};
  if (!isObject(value)) throw new RuleConfigError(`${where} must be an object of rule id → "error" | "warning" | "off"`);
  const out: Record<string, Setting> = {};
  for (const [id, setting] of Object.entries(value)) {
    if (!known.includes(id)) {
      const guess = didYouMean(id, known);
      throw new RuleConfigError(`${where}: no rule "${id}"${guess ? `; did you mean "${guess}"?` : ''} (see --list-rules)`);
    }
    if (typeof setting !== 'string' || !SETTINGS.includes(setting)) {
      throw new RuleConfigError(`${where}.${id} must be "error", "warning" or "off", got ${JSON.stringify(setting)}`);
    }
    out[id] = setting as Setting;
  }
  return out;
}

/** Checks a parsed config against the rule ids there are; a clear error names what is wrong. */
export function parseRuleConfig(doc: unknown, known: readonly string[]): RuleConfig {
  if (!isObject(doc)) throw new RuleConfigError('must be a JSON object');
  for (const k of Object.keys(doc)) {
    if (!['$schema', 'rules', 'overrides'].includes(k)) throw new RuleConfigError(`unknown member "${k}" (allowed: $schema, rules, overrides)`);
  }
  const overrides = doc['overrides'] ?? [];
  if (!Array.isArray(overrides)) throw new RuleConfigError('"overrides" must be an array');
  return {
    rules: readRules(doc['rules'], 'rules', known),
    overrides: overrides.map((o: unknown, i) => {
      const where = `overrides[${i}]`;
      if (!isObject(o)) throw new RuleConfigError(`${where} must be an object with "files" and "rules"`);
      const files = o['files'];
      const globs = typeof files === 'string' ? [files] : files;
      if (!Array.isArray(globs) || globs.length === 0 || !globs.every((g) => typeof g === 'string' && g !== '')) {
        throw new RuleConfigError(`${where}.files must be a glob or a non-empty array of globs`);
      }
      return { files: globs.map((g: string) => globToRegExp(g)), rules: readRules(o['rules'], `${where}.rules`, known) };
    }),
  };
}

/** The project's config-lint.json, or undefined when it has none. */
export function loadRuleConfig(root: string, known: readonly string[]): RuleConfig | undefined {
  const path = join(root, CONFIG_FILE);
  if (!existsSync(path)) return undefined;
  let doc: unknown;
  try {
    doc = JSON.parse(readFileSync(path, 'utf8'));
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
