import { contractSuite } from './contract-suite.ts';
import { openMemoryBackend } from './memory.ts';

contractSuite('memory', async () => openMemoryBackend());
