#!/usr/bin/env node
import { run } from './run.mjs';

await run('explain', new URL('../preview/explain-cli.ts', import.meta.url).href);
