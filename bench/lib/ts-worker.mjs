// Starts a TypeScript worker thread: tsx's loader is registered in this thread before the module loads
// (a worker does not inherit the main thread's `--import tsx` hooks on Node 20).
import { register } from 'tsx/esm/api';
import { workerData } from 'node:worker_threads';

register();
await import(workerData.module);
