import { defineConfig } from 'vitest/config';

// The browser tests run on the built site (npm test builds it first). Two files run at a time, even on a 2-core
// machine (where Vitest's default is one): most of a browser test's time is spent waiting on a page, not on this
// process. Some files run alone afterwards: those that build or serve projects of their own (a build whose
// output is outside the project has Astro bundle in the project's .astro/, so such builds take turns anyway:
// build-run.ts; a worker would only wait), and the slow-phone test, so that the paint it checks is not raced by another
// file's build. The whole-content build under a base path (sub-path) runs beside the others: its turn at .astro/ is
// its own, and it is the longest of them.
const ALONE = [
  'tests/e2e/pasted-links.test.ts',
  'tests/e2e/hostile-build.test.ts',
  'tests/e2e/fourth-locale.test.ts',
  'tests/e2e/concurrent-build.test.ts',
  'tests/e2e/dev.test.ts',
];
const browserProject = { environment: 'node' as const, testTimeout: 60_000, hookTimeout: 120_000, globalSetup: ['tests/e2e/global-setup.ts'] };

export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      {
        // 30 s: a whole-content import or index build takes seconds on a loaded 2-core machine; no test is timed.
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node', testTimeout: 30_000, hookTimeout: 60_000 },
      },
      { test: { name: 'e2e', include: ['tests/e2e/**/*.test.ts'], exclude: ALONE, ...browserProject } },
      { test: { name: 'e2e-alone', include: ALONE, fileParallelism: false, ...browserProject } },
    ],
  },
});
