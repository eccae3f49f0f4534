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
