import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

// `source` makes @para/contract resolve to its TypeScript sources, so the contract needs no build step.
export const resolveConditions = ['source', ...defaultClientConditions];

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  resolve: { conditions: resolveConditions },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
  preview: {
    port: 4173,
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
  },
});
