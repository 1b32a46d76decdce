/// <reference types="vitest/config" />
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { moduleGraphPlugin } from './scripts/moduleGraph';

const isVitest = Boolean(process.env.VITEST);
// DIST_DIR lets a test run build into its own folder; the server reads the same variable.
const distDir = process.env.DIST_DIR ?? 'dist';

const isStartUp = (id: string) => /[\\/]src[\\/]main\.tsx$/.test(id);
/** Chunks that share a site module before the shell carries it to every page. */
const SHELL_SHARE_COUNT = 4;
/**
 * What one more file costs a page, in bytes of code: on Slow 3G over HTTP/1.1 every sixth file
 * costs a 2 s round trip, which at 400 kbit/s carries ~100 KB.
 */
const SHARED_FILE_BYTES = 6_000;
const SITE_MODULE = /[\\/](src|contract|machines)[\\/]/;
const FRAMEWORK_MODULE =
  /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|@tanstack)[\\/]/;

export default defineConfig(({ isSsrBuild }) => {
  const modules = moduleGraphPlugin(isStartUp, {
    // What two or three chunks share and the start-up does not load (the site's modules and the
    // libraries they bring, such as valibot): the shell takes the site's modules shared wider.
    share: (id, graph) =>
      !graph.loadedAtStartUp(id) &&
      graph.rootsReaching(id) >= 2 &&
      graph.rootsReaching(id) < SHELL_SHARE_COUNT,
    fileBytes: SHARED_FILE_BYTES,
  });
  return {
    plugins: [
      // The graph serves the client build's chunk groups; the SSR bundle is one file.
      isSsrBuild ? null : modules.plugin,
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
          // On Slow 3G over HTTP/1.1 the browser fetches six files at a time and each round costs
          // a 2 s round trip, so a page's code travels in as few files as its bytes allow
          // (decision 145).
          codeSplitting: isSsrBuild
            ? undefined
            : {
                groups: [
                  {
                    // Every page needs React and the router: one cacheable file compresses
                    // better and costs one request instead of a dozen small chunks.
                    name: 'framework',
                    test: FRAMEWORK_MODULE,
                    priority: 30,
                  },
                  {
                    // Every route with a form or a widget loads both; the home page only after
                    // hydration (src/components/useDeferredActor.ts).
                    name: 'xstate',
                    test: /node_modules[\\/](xstate|@xstate[\\/]react)[\\/]/,
                    priority: 20,
                  },
                  {
                    // What the start-up imports is loaded by every page anyway, and so are the
                    // site's modules that four chunks or more share: one file, not ten of
                    // 0.4–7 KB. At three chunks the home page's JS would pass its budget.
                    name: 'shell',
                    test: (id: string) =>
                      !isStartUp(id) &&
                      (modules.graph.loadedAtStartUp(id) ||
                        (SITE_MODULE.test(id) &&
                          modules.graph.rootsReaching(id) >= SHELL_SHARE_COUNT)),
                    priority: 10,
                  },
                  {
                    // What two or three chunks share, cut by the chunks that load it.
                    name: (id: string) => modules.graph.sharedFileOf(id),
                    // Each module's file is chosen by who loads it; pulling a module's imports into
                    // its file would hand the calculator the forms' dialog with its field.
                    includeDependenciesRecursively: false,
                    priority: 5,
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
            include: [
              'tests/machines/**/*.test.ts',
              'tests/contract/**/*.test.ts',
              'tests/bench/**/*.test.ts',
            ],
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
            exclude: ['tests/server/database/faults*.test.ts'],
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
            include: ['tests/server/database/faults*.test.ts'],
            // Its files run one at a time, so none measures while another loads the machine.
            maxWorkers: 1,
            testTimeout: 90_000,
            hookTimeout: 90_000,
            sequence: { groupOrder: 1 },
          },
        },
      ],
    },
  };
});
