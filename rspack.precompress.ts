import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { rspack, type Compiler } from '@rspack/core';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Scripts and styles: the bulk of every visit. JSON and HTML stay out (remotes.json is edited at deploy). */
const COMPRESSIBLE = /\.(js|css)$/;
/** Below this a compressed copy saves less than the request's own headers. */
const MIN_BYTES = 1024;

/**
 * Writes `name.br` and `name.gz` next to every script and style of a production build, compressed as
 * hard as brotli and gzip go, once at build time. The API serves them to browsers that accept them
 * (@fastify/static preCompressed); any other host can serve them or compress on its own.
 */
export class PrecompressPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'PrecompressPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        async () => {
          const work = compilation
            .getAssets()
            .filter((asset) => COMPRESSIBLE.test(asset.name) && asset.source.size() >= MIN_BYTES)
            .map(async (asset) => {
              const content = asset.source.buffer();
              const [br, gz] = await Promise.all([
                brotli(content, {
                  params: {
                    [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
                    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
                  },
                }),
                gzip(content, { level: 9 }),
              ]);
              compilation.emitAsset(`${asset.name}.br`, new rspack.sources.RawSource(br));
              compilation.emitAsset(`${asset.name}.gz`, new rspack.sources.RawSource(gz));
            });
          await Promise.all(work);
        },
      );
    });
  }
}
