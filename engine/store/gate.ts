/**
 * The store's one door into tools/: the config-lint gate, over config sets in memory. Publishing
 * judges a FileMap with it, and every server builds its ConfigSet from a revision's files with it,
 * so what is stored and what is served passed one gate.
 */
export { forceFrom, gateFiles, liveSites, OVERRIDE_ENV, readConfigFiles, ruleConfigRoot, type GateCache, type GateResult } from '../lint/gate.ts';
