import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

export interface ChunkReport {
  file: string;
  isEntry: boolean;
  /** The module an entry chunk stands for (its HTML file: apps/web/index.html, landing.html). */
  facadeModule?: string;
  imports: string[];
  dynamicImports: string[];
  modules: string[];
  gzipBytes: number;
}

/** Emits dist/bundle-report.json: every JS chunk with its modules, imports and gzipped size. */
export function bundleReport(): Plugin {
  return {
    name: 'wf-bundle-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: ChunkReport[] = [];
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks.push({
          file: output.fileName,
          isEntry: output.isEntry,
          facadeModule: output.facadeModuleId?.replace(/^.*?\/(apps|packages)\//, '$1/'),
          imports: output.imports,
          dynamicImports: output.dynamicImports,
          // Paths relative to the repository keep the report stable across machines.
          modules: output.moduleIds.map((id) =>
            id.replace(/^.*?\/(node_modules|apps|packages)\//, '$1/'),
          ),
          gzipBytes: gzipSync(output.code, { level: 9 }).length,
        });
      }
      this.emitFile({
        type: 'asset',
        fileName: 'bundle-report.json',
        source: JSON.stringify({ chunks }, null, 1),
      });
    },
  };
}
