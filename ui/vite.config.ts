import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const uiRoot = fileURLToPath(new URL('.', import.meta.url));
const apiServer = `http://localhost:${process.env.API_PORT ?? 3001}`;

export default defineConfig(({ isSsrBuild }) => ({
  root: uiRoot,
  plugins: [react(), vanillaExtractPlugin()],
  build: {
    outDir: fileURLToPath(new URL(isSsrBuild ? '../dist/ssr' : '../dist/client', import.meta.url)),
    emptyOutDir: true,
    sourcemap: !isSsrBuild,
  },
  // `npm run dev`: the UI with hot reload, the API served by the Nest process on API_PORT.
  server: {
    proxy: { '/api': apiServer, '/objects': apiServer },
  },
}));
