/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The toolchain's typed output (lobbykit build --out); never committed.
const generated = fileURLToPath(
  new URL(process.env.LOBBYKIT_GENERATED ?? '../build/generated', import.meta.url),
);

export default defineConfig({
  base: './',
  plugins: [react()],
  resolve: { alias: { '@content': generated } },
  build: { target: 'es2022', sourcemap: true },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/testing/setup-tests.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
