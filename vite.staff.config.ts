import path from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The staff console (/staff) is a build of its own (decision 87): nothing it imports can move a
// module of the public site into a shared chunk, so the public pages' JavaScript stays as it is.
// `npx vite --config vite.staff.config.ts` serves it in development, with /api proxied.
const distDir = path.resolve(process.env.DIST_DIR ?? 'dist');

export default defineConfig({
  root: path.resolve(import.meta.dirname, 'staff'),
  base: '/staff/',
  publicDir: false,
  plugins: [react(), vanillaExtractPlugin()],
  server: {
    proxy: { '/api': `http://localhost:${process.env.API_PORT ?? 3000}` },
    fs: { allow: [import.meta.dirname] },
  },
  build: {
    outDir: path.join(distDir, 'staff'),
    emptyOutDir: true,
    target: 'es2022',
    modulePreload: { polyfill: false },
    sourcemap: false,
  },
});
