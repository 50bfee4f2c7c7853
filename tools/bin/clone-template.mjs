#!/usr/bin/env node
import { run } from './run.mjs';

await run('clone-template', new URL('../clone-template/cli.ts', import.meta.url).href);
