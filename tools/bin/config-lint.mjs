#!/usr/bin/env node
import { run } from './run.mjs';

await run('config-lint', new URL('../config-lint/cli.ts', import.meta.url).href);
