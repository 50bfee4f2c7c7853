/**
 * What a player's browser may report to POST /__compliance-seen (src/app/platform/compliance-seen.ts):
 * the page's route pattern and, per compliance element the page owed, whether it was rendered and
 * whether it was visible. Like the vitals' beacon (src/server/vitals/body.ts), nothing else is read:
 * the site comes from the Host, the device class from the User-Agent.
 */
import { isRecord } from '../../../schemas/is-record.ts';
import { COMPLIANCE_ELEMENTS, type ComplianceElement } from '../../../schemas/compliance-seen.ts';

/** The largest body accepted: five elements' flags fit in ~300 bytes. */
export const COMPLIANCE_SEEN_BODY_LIMIT = 1_024;

/** A route pattern as react-router names it, as the vitals take it: never a raw URL with a query. */
const PAGE = /^\/[A-Za-z0-9_:*?./-]{0,120}$/;

export interface ElementSeen {
  element: ComplianceElement;
  rendered: boolean;
  visible: boolean;
}

export interface ComplianceSeenReport {
  page: string;
  elements: ElementSeen[];
}

/** The report in `text`, or why it is refused (answered 400). */
export function parseComplianceSeen(text: string): ComplianceSeenReport | { error: string } {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { error: 'the body is not JSON' };
  }
  if (!isRecord(raw)) return { error: 'the body is not an object' };
  const { page, elements } = raw;
  if (typeof page !== 'string' || !PAGE.test(page)) return { error: '"page" must be a route pattern starting with /' };
  if (!Array.isArray(elements) || elements.length === 0 || elements.length > COMPLIANCE_ELEMENTS.length) {
    return { error: `"elements" must list 1 to ${COMPLIANCE_ELEMENTS.length} elements` };
  }
  const seen = new Set<string>();
  const out: ElementSeen[] = [];
  for (const e of elements) {
    if (!isRecord(e)) return { error: 'each element is an object' };
    const { element, rendered, visible } = e;
    if (typeof element !== 'string' || !(COMPLIANCE_ELEMENTS as readonly string[]).includes(element)) {
      return { error: `"element" must be one of ${COMPLIANCE_ELEMENTS.join(', ')}` };
    }
    if (seen.has(element)) return { error: `${element} is listed twice` };
    seen.add(element);
    if (typeof rendered !== 'boolean' || typeof visible !== 'boolean') return { error: `${element}: "rendered" and "visible" are true or false` };
    // what was never rendered cannot have been seen: a report saying so is not a real page view's
    if (visible && !rendered) return { error: `${element}: visible but not rendered` };
    out.push({ element: element as ComplianceElement, rendered, visible });
  }
  return { page, elements: out };
}
