#!/usr/bin/env node
import { run } from './run.mjs';

await run('config-publish', new URL('../config-publish/cli.ts', import.meta.url).href);
