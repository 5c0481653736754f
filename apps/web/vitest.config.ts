import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    setupFiles: ['./src/test/setup.ts'],
    // Above the 5 s that setup.ts gives each findBy/waitFor: a test that walks through two lazy
    // screens on a busy two-core CI machine took 5 s in all and was cut off mid-way.
    testTimeout: 20_000,
  },
});
