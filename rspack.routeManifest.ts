import { rspack, type Compiler } from '@rspack/core';
import { ROUTE_MANIFEST_FILE, type RouteManifest } from './platform/src/federation/routeManifest';

/**
 * Writes a remote's route manifest as `routes.json` next to its mf-manifest.json: made from the
 * remote's own source (src/routeManifest.ts) when its build runs, so it always matches the pages that
 * build serves.
 */
export class RouteManifestPlugin {
  constructor(private readonly manifest: RouteManifest) {}

  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('RouteManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'RouteManifestPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.emitAsset(
            ROUTE_MANIFEST_FILE,
            new rspack.sources.RawSource(JSON.stringify(this.manifest, null, 2)),
          );
        },
      );
    });
  }
}
