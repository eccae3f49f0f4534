// The entry of a spreadsheet reader thread. Node does not hand the process's TypeScript loader
// (tsx, `npm start`) to worker threads, and vitest's is not there at all: load the reader
// through tsx's scoped import, which works under both and leaves any other loader alone.
import { tsImport } from 'tsx/esm/api';

await tsImport('./worker.ts', import.meta.url);
