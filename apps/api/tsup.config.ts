import { defineConfig } from 'tsup';

// One ESM bundle of the server with the workspace packages inlined (they ship TypeScript
// source); everything from npm stays external and is loaded from node_modules.
export default defineConfig({
  entry: { main: 'src/main.ts' },
  format: 'esm',
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  noExternal: [/^@wf\//],
});
