import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import './canvas-text';

// UI tests run beside other work on 2 shared cores (and CI runs the suite under load): an async
// query waits as long as a loaded machine needs. A passing query still returns at once.
configure({ asyncUtilTimeout: 30_000 });

// Vitest runs without globals, so Testing Library cannot unmount by itself. A tree left mounted
// keeps animating (antd's modal motion) and React may commit after the file's happy-dom window
// is gone: CI saw that as an unhandled error after antdFeedback.test.tsx had passed.
afterEach(cleanup);

// jsdom's File has no Symbol.toStringTag (a browser's reads "[object File]"): Formily would take a
// picked file for a plain object and copy it, losing the file (renderers/files.ts pickedFile).
if (typeof File !== 'undefined' && Object.prototype.toString.call(new File([], 'x')) !== '[object File]') {
  Object.defineProperty(File.prototype, Symbol.toStringTag, { value: 'File', configurable: true });
}
