import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';
import './canvas-text';

// UI tests run beside other work on 2 shared cores (and CI runs the suite under load): an async
// query waits as long as a loaded machine needs. A passing query still returns at once.
configure({ asyncUtilTimeout: 30_000 });
