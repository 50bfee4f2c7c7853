#!/usr/bin/env node
import { run } from './run.mjs';

await run('operator', new URL('../operator/cli.ts', import.meta.url).href);
