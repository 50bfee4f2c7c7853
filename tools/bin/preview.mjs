#!/usr/bin/env node
import { run } from './run.mjs';

await run('preview', new URL('../preview/cli.ts', import.meta.url).href);
