/**
 * A server process whose calendar is elsewhere (`NODE_OPTIONS=--import <this file>`, with
 * TEST_CLOCK_OFFSET_MS): Date.now() and `new Date()` run that many milliseconds off, so a test can
 * stand on a day before a jurisdiction rule starts (tests/security/compliance-impact.test.ts). Timers
 * and performance.now() keep the real clock; every process of the server takes the same offset.
 */
const offset = Number(process.env.TEST_CLOCK_OFFSET_MS ?? 0);
if (offset) {
  const Real = Date;
  class Shifted extends Real {
    constructor(...args) {
      if (args.length === 0) super(Real.now() + offset);
      else super(...args);
    }
    static now() {
      return Real.now() + offset;
    }
  }
  globalThis.Date = Shifted;
}
