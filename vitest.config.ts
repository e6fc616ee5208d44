import { defineConfig } from 'vitest/config';

// The browser tests run on the built site (npm test builds it first). Two files run at a time, even on a 2-core
// machine (where Vitest's default is one): most of a browser test's time is spent waiting on a page or a child
// build, not on this process. The slow-phone test runs alone afterwards, so the paint it checks is not raced by
// another file's build.
const PHONE_ALONE = ['tests/e2e/pasted-links.test.ts'];
const browserProject = { environment: 'node' as const, testTimeout: 60_000, hookTimeout: 120_000, globalSetup: ['tests/e2e/global-setup.ts'] };

export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      {
        // 30 s: a whole-content import or index build takes seconds on a loaded 2-core machine; no test is timed.
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node', testTimeout: 30_000, hookTimeout: 60_000 },
      },
      { test: { name: 'e2e', include: ['tests/e2e/**/*.test.ts'], exclude: PHONE_ALONE, ...browserProject } },
      { test: { name: 'e2e-phone', include: PHONE_ALONE, fileParallelism: false, ...browserProject } },
    ],
  },
});
