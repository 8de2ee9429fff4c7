import { rspack, type Compiler } from '@rspack/core';

/**
 * Writes a JSON file into the build's output, made when the build runs: a remote's route manifest
 * (routes.json, from its own src/routeManifest.ts, so it always matches the pages that build serves)
 * and the shell's platform.json (the platform version it provides, for the remotes' deploy check).
 */
export class JsonAssetPlugin {
  constructor(
    private readonly file: string,
    private readonly content: unknown,
  ) {}

  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('JsonAssetPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'JsonAssetPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.emitAsset(this.file, new rspack.sources.RawSource(`${JSON.stringify(this.content, null, 2)}\n`));
        },
      );
    });
  }
}
