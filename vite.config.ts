/// <reference types="vitest/config" />
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const isVitest = Boolean(process.env.VITEST);
// DIST_DIR lets a test run build into its own folder; the server reads the same variable.
const distDir = process.env.DIST_DIR ?? 'dist';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    // Under Vitest the committed route tree is used as is: regenerating it from several test
    // workers at once would race, and code splitting buys nothing in tests.
    isVitest ? null : tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    vanillaExtractPlugin(),
  ],
  // The SSR bundle may be written outside the project (DIST_DIR of a test run), where
  // node_modules cannot be resolved, so it carries its dependencies.
  ssr: { noExternal: true },
  server: {
    proxy: { '/api': `http://localhost:${process.env.API_PORT ?? 3000}` },
  },
  build: {
    // The SSR bundle (src/entry-server.tsx) is only a build-time tool for scripts/prerender.ts,
    // which deletes it afterwards, so it is never served.
    outDir: isSsrBuild ? `${distDir}/.ssr` : distDir,
    emptyOutDir: !isSsrBuild,
    // The prerenderer reads the manifest to link each route's chunks and CSS into its HTML.
    manifest: !isSsrBuild,
    target: 'es2022',
    // Every browser the es2022 target admits supports <link rel=modulepreload> natively.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Every page needs React and the router: one cacheable file compresses better and costs
        // one request instead of a dozen small chunks. XState stays out: the home page loads it
        // after hydration (src/components/useDeferredActor.ts), within its initial JS budget.
        codeSplitting: isSsrBuild
          ? undefined
          : {
              groups: [
                {
                  name: 'framework',
                  test: /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|@tanstack)[\\/]/,
                },
                {
                  // The site's own small modules that many routes share (content, contract,
                  // components): one file instead of ~20 of 1–3 KB. On Slow 3G over HTTP/1.1 the
                  // browser fetches six files at a time, and each round costs a 2 s round trip.
                  name: 'shell',
                  test: /[\\/](src|contract|machines)[\\/]/,
                  // Shared by four chunks or more: at three, the home page's JS passes its budget.
                  minShareCount: 4,
                },
              ],
            },
      },
    },
    sourcemap: false,
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['tests/machines/**/*.test.ts', 'tests/contract/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'views',
          environment: 'jsdom',
          include: ['tests/views/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/views/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          exclude: ['tests/server/faults.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          // Latency and memory under faults are measured on a machine doing nothing else:
          // this project starts after every other one has finished.
          name: 'faults',
          environment: 'node',
          include: ['tests/server/faults.test.ts'],
          testTimeout: 90_000,
          hookTimeout: 90_000,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
}));
