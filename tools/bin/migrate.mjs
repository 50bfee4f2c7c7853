#!/usr/bin/env node
import { run } from './run.mjs';

await run('migrate', new URL('../migrate/cli.ts', import.meta.url).href);
