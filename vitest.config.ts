import { defineConfig } from 'vitest/config'

// vitest runs the pure core's specs (*.spec.ts); the engine kit runs *.test.ts.
export default defineConfig({
  test: {
    include: ['test/**/*.spec.ts'],
    testTimeout: 20_000,
  },
})
