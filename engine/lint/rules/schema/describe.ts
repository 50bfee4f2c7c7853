import type { ValidationIssue } from '../../../../schemas/validator-types.ts';
import { didYouMean } from '../../../project/levenshtein.ts';
import { getAt, parsePointer } from '../../../project/json-pointer.ts';
import { SITE_PATH_PATTERN } from '../../../../schemas/site-path.ts';
import { readSitePath } from '../../../../src/lib/internal-link.ts';

export interface Described {
  pointer: string;
  key: boolean;
  message: string;
  suggestion?: string;
}

const OUTLET_NOT = '/allOf/0/then/not';

/** Issues other rules own, so one mistake is reported once under the most specific rule id. */
export function ownedElsewhere(issue: ValidationIssue): boolean {
  // an `if` failure only says "the then-branch failed"; the branch's own errors are reported
  if (issue.keyword === 'if') return true;
  // max-depth: a tree past MAX_TREE_DEPTH (the validator refuses it before checking anything else)
  if (issue.keyword === 'maxTreeDepth') return true;
  const segs = parsePointer(issue.instancePath);
  const last = segs[segs.length - 1];
  // unknown-widget: the widget-name enum
  if (issue.keyword === 'enum' && last === 'widget' && Array.isArray(issue.params['allowedValues'])) return true;
  // unknown-route-rule
  if (issue.keyword === 'enum' && last === 'guard' && segs[0] === 'routes') return true;
  // colour-schemes: a scheme's missing tokens
  if (issue.keyword === 'required' && segs[0] === 'schemes' && segs.length === 2) return true;
  return false;
}

/** Where the property sits, in words: `GameGrid prop "columns" at tablet`, or the pointer. */
function subject(doc: unknown, pointer: string): string {
  const segs = parsePointer(pointer);
  for (let i = segs.length - 1; i >= 0; i--) {
    if (segs[i] !== 'props' && segs[i] !== 'at') continue;
    const node = getAt(doc, '/' + segs.slice(0, i).map(esc).join('/'));
    const widget = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)['widget'] : undefined;
    if (typeof widget !== 'string') break;
    const rest = segs.slice(i + 1);
    if (segs[i] === 'at') {
      const [bp, ...prop] = rest;
      return prop.length ? `${widget} prop "${prop.join('.')}" at ${bp}` : `${widget} override at ${bp}`;
    }
    return rest.length ? `${widget} prop "${rest.join('.')}"` : `${widget} props`;
  }
  return segs.length ? `"${segs.join('.')}"` : 'the file';
}

function esc(s: string): string {
  return s.replaceAll('~', '~0').replaceAll('/', '~1');
}

/** Turns an ajv issue into a located, readable problem. */
export function describe(issue: ValidationIssue, doc: unknown): Described {
  const at = issue.instancePath;
  const p = issue.params;
  switch (issue.keyword) {
    case 'additionalProperties': {
      const name = String(p['additionalProperty']);
      const pointer = `${at}/${esc(name)}`;
      return { pointer, key: true, message: `${subject(doc, pointer)} is not allowed here (unknown property)` };
    }
    case 'required':
      return { pointer: at, key: true, message: `${subject(doc, at)} is missing required property "${String(p['missingProperty'])}"` };
    case 'enum': {
      const allowed = (Array.isArray(p['allowedValues']) ? p['allowedValues'] : []).map((v) => JSON.stringify(v));
      const value = getAt(doc, at);
      const suggestion =
        typeof value === 'string'
          ? didYouMean(
              value,
              allowed.map((a) => JSON.parse(a) as string).filter((a) => typeof a === 'string'),
            )
          : undefined;
      const out: Described = {
        pointer: at,
        key: false,
        message: `${subject(doc, at)} must be one of ${allowed.join(', ')}${suggestion ? `; did you mean "${suggestion}"?` : ''}`,
      };
      if (suggestion) out.suggestion = suggestion;
      return out;
    }
    case 'pattern': {
      const value = getAt(doc, at);
      // a path on this site: say why it is not one, in the renderer's own words
      if (p['pattern'] === SITE_PATH_PATTERN && typeof value === 'string') {
        const read = readSitePath(value);
        const why = read.ok ? 'holds a character a path on this site may not' : read.problem;
        return { pointer: at, key: false, message: `${subject(doc, at)} is ${JSON.stringify(value)}, not a path on this site: it ${why}` };
      }
      return { pointer: at, key: false, message: `${subject(doc, at)} ${issue.message ?? 'is invalid'}` };
    }
    case 'const':
      return { pointer: at, key: false, message: `${subject(doc, at)} must be ${JSON.stringify(p['allowedValue'])}` };
    case 'not':
      if (issue.schemaPath.endsWith(OUTLET_NOT)) {
        return { pointer: at, key: false, message: 'Outlet is reserved for where the page goes: it takes no props, at or children' };
      }
      return { pointer: at, key: false, message: `${subject(doc, at)} ${issue.message ?? 'is invalid'}` };
    default:
      return { pointer: at, key: false, message: `${subject(doc, at)} ${issue.message ?? 'is invalid'}` };
  }
}
