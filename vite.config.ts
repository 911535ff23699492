import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { CHUNK_GROUPS } from './scripts/chunkGroups.ts';
import { compileHints } from './scripts/compileHints.ts';
import { compressAssets } from './scripts/compressAssets.ts';
import { contractDescriptors } from './scripts/contractDescriptors.ts';
import { firstPageChunk } from './scripts/firstPageChunk.ts';

export default defineConfig({
  plugins: [
    react(),
    contractDescriptors(),
    firstPageChunk({
      entry: 'src/web/main.tsx',
      landing: 'src/web/features/landing/LandingPage.tsx',
      together: CHUNK_GROUPS,
    }),
    compileHints(),
    compressAssets(),
  ],
  build: {
    outDir: 'dist',
    sourcemap: false,
    target: 'es2022',
    // The manifest lets bench/bundleSize.ts count the first page from the real import graph.
    manifest: true,
    // Every browser the store supports has modulepreload; the polyfill would only add to the first page.
    modulePreload: { polyfill: false },
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
