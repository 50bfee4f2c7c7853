#!/usr/bin/env node
import { run } from './run.mjs';

await run('config-store', new URL('../config-store/cli.ts', import.meta.url).href);
