#!/usr/bin/env node
// Runs the TypeScript CLI through tsx, so the package bin needs no build step.
import { register } from 'tsx/esm/api';

register();
await import('../migrate/cli.ts');
