import { readFileSync } from 'node:fs';
import path from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { PrecompressPlugin } from './rspack.precompress';
import { JsonAssetPlugin } from './rspack.jsonAsset';
import { ROUTE_MANIFEST_FILE, type RouteManifest } from './platform/src/federation/routeManifest';

/**
 * The one function that makes every app's rspack config: the shell (federation host) and the three
 * remotes differ only in name, port, what they expose and whether they are the host.
 */
export interface AppOptions {
  /** Folder of the app (its rspack.config.ts passes __dirname). */
  dir: string;
  /** Federation name: shell, turbo, forex, admin. */
  name: string;
  /** Dev server port. */
  port: number;
  /** What a remote exposes; absent for the host. */
  exposes?: Record<string, string>;
  /** A remote's route manifest, written next to its mf-manifest.json for the shell. */
  routeManifest?: RouteManifest;
  /** Page title of the app's own index.html (the shell, or a remote's standalone host). */
  title: string;
}

interface PackageJson {
  version: string;
  dependencies?: Record<string, string>;
}
const packageJson = (dir: string) => JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as PackageJson;

const rootPackage = (name: string): string => packageJson(path.join(__dirname, 'node_modules', name)).version;

/** The platform version this checkout builds: what a shell built here provides. */
export const PLATFORM_VERSION = packageJson(path.join(__dirname, 'platform')).version;

/** The shell's note of the platform version it provides, at the root of its build (served at /platform.json). */
export const PLATFORM_INFO_FILE = 'platform.json';

/** The platform versions an app works with: the range of @console/platform in its package.json. */
export function platformRangeOf(dir: string): string {
  const range = packageJson(dir).dependencies?.['@console/platform'];
  if (typeof range !== 'string') throw new Error(`${dir}/package.json names no @console/platform range`);
  return range;
}

/**
 * What is shared at runtime: only what must be ONE instance for the shell and every section. React,
 * the router, styled-components, zustand and the platform (session store, API client, permission
 * hooks) are singletons that the shell provides; everything else a section runs (the area kit, the
 * design kit, the report rules, pdf and chart code) is compiled into that section's own build, so a
 * section runs exactly the code it was built and tested with.
 *
 * A remote in production provides nothing (`import: false`): whichever section a person opens first,
 * the shell's copies are the only ones in the share scope. Run on its own (`npm run dev -w <remote>`),
 * a remote is its own host and bundles them. The platform is matched by a real semver range with
 * `strictVersion`: a section built for a newer platform than the shell's is refused, not run.
 */
export function sharedSingletons({ dir, provides }: { dir: string; provides: boolean }) {
  const consumeOnly = provides ? {} : { import: false as const };
  const singleton = (name: string, version = rootPackage(name)) => ({
    singleton: true,
    requiredVersion: `^${version}`,
    version,
    ...consumeOnly,
  });
  return {
    react: singleton('react'),
    'react/': singleton('react'),
    'react-dom': singleton('react-dom'),
    'react-dom/': singleton('react-dom'),
    'react-router': singleton('react-router'),
    'react-router-dom': singleton('react-router-dom'),
    'styled-components': singleton('styled-components'),
    zustand: singleton('zustand'),
    '@console/platform': {
      singleton: true,
      strictVersion: true,
      requiredVersion: platformRangeOf(dir),
      version: PLATFORM_VERSION,
      ...consumeOnly,
    },
  };
}

/** The shell names its icon (shell/public/favicon.ico), so the browser never asks for a missing one. */
const indexHtml = (title: string, isHost: boolean) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title}</title>${isHost ? '\n    <link rel="icon" href="/favicon.ico" sizes="16x16 32x32 48x48" />' : ''}
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

export function makeConfig(app: AppOptions): Configuration {
  const isHost = !app.exposes;
  const production = process.env.NODE_ENV === 'production' || process.argv.includes('production');
  return {
    context: app.dir,
    entry: { main: './src/index.ts' },
    mode: production ? 'production' : 'development',
    devtool: production ? false : 'cheap-module-source-map',
    output: {
      path: path.join(app.dir, 'dist'),
      // A remote is copied to any static host: its chunks load relative to wherever remoteEntry is.
      publicPath: isHost ? '/' : 'auto',
      uniqueName: app.name,
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      // react-router's package exports only its development build; production gets the lean one.
      alias: production
        ? {
            'react-router$': path.join(__dirname, 'node_modules/react-router/dist/production/index.mjs'),
            'react-router/dom$': path.join(__dirname, 'node_modules/react-router/dist/production/dom-export.mjs'),
          }
        : {},
    },
    module: {
      // `new OriginWorker(new URL('./x.ts', import.meta.url))` bundles x.ts as a worker, as `new Worker`
      // does, and starts it from any origin (area-kit/src/report/list/originWorker.ts).
      parser: { javascript: { worker: ['OriginWorker from ./originWorker', '...'] } },
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !production, refresh: !production } },
            },
            env: { targets: 'chrome >= 109, firefox >= 115, safari >= 16' },
          },
          type: 'javascript/auto',
        },
        { test: /\.(png|jpe?g|gif|svg|webp|woff2)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new rspack.HtmlRspackPlugin({
        templateContent: indexHtml(app.title, isHost),
        // A remote's dev server serves its standalone host at the root: its scripts load from there, so a
        // full load of a deep link (/forex_whitelabel/123) finds them. Under the shell only remoteEntry.js
        // is used, relative to wherever the remote is deployed.
        ...(isHost || production ? {} : { publicPath: '/' }),
        // The page runs the app's own entry only: a remote's container (remoteEntry.js) is for the shell,
        // and on the page it would be a second runtime with its own hot-update client.
        chunks: ['main'],
      }),
      new rspack.CopyRspackPlugin({ patterns: [{ from: 'public', noErrorOnMissing: true }] }),
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') }),
      new ModuleFederationPlugin({
        name: app.name,
        ...(isHost
          ? { remotes: {}, shareStrategy: 'loaded-first' as const }
          : { filename: 'remoteEntry.js', exposes: app.exposes, shareStrategy: 'loaded-first' as const }),
        shared: sharedSingletons({ dir: app.dir, provides: isHost || !production }),
        manifest: isHost ? false : { fileName: 'mf-manifest.json' },
        dts: false,
        experiments: { optimization: { target: 'web' } },
        runtimePlugins: isHost
          ? ['retryPlugin', 'manifestHandOver'].map((plugin) => path.join(__dirname, `shell/src/remotes/${plugin}.ts`))
          : [],
      }),
      ...(app.routeManifest ? [new JsonAssetPlugin(ROUTE_MANIFEST_FILE, app.routeManifest)] : []),
      // What the shell provides, read by a remote team's deploy check (scripts/checkPlatform.mjs).
      ...(isHost ? [new JsonAssetPlugin(PLATFORM_INFO_FILE, { platform: PLATFORM_VERSION })] : []),
      ...(production ? [new PrecompressPlugin()] : []),
      // Fast refresh under `npm run dev`: an edited component is swapped in place, its state kept. Not in
      // the report list's worker code (no React there, and a worker has no page to refresh).
      ...(production ? [] : [new ReactRefreshRspackPlugin({ exclude: [/node_modules/, /[\\/]report[\\/]list[\\/]/] })]),
    ],
    // Named chunks: a reader of the network panel (and the e2e test counting react-dom) sees what loads.
    optimization: { splitChunks: { chunks: 'async' }, chunkIds: 'named' },
    performance: { hints: false },
    // Rspack's dev default compiles dynamic imports on first use; its proxy chunks are not served to hot
    // updates under Module Federation (the page stayed blank after the first edit), so dev builds them all.
    lazyCompilation: false,
    devServer: {
      port: app.port,
      historyApiFallback: true,
      hot: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [{ context: ['/api', '/remotes'], target: process.env.API_URL ?? 'http://localhost:8080' }],
    },
    stats: 'errors-warnings',
  };
}
