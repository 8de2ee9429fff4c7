import path from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { PrecompressPlugin } from './rspack.precompress';

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
  /** Page title of the app's own index.html (the shell, or a remote's standalone host). */
  title: string;
}

const rootPackage = (name: string): string =>
  require(path.join(__dirname, 'node_modules', name, 'package.json')).version;

/**
 * Shared singletons: one React, one router, one styled-components and ONE session store (the platform)
 * for the shell and every remote. The design kit and the area kit are shared by entry point so the
 * login page does not pull them.
 */
export function sharedSingletons() {
  const singleton = (name: string, version = rootPackage(name)) => ({
    singleton: true,
    requiredVersion: `^${version}`,
    version,
  });
  const exact = (folder: string) => {
    const version = require(`./${folder}/package.json`).version as string;
    return { singleton: true, requiredVersion: version, version };
  };
  return {
    react: singleton('react'),
    'react/': singleton('react'),
    'react-dom': singleton('react-dom'),
    'react-dom/': singleton('react-dom'),
    'react-router': singleton('react-router'),
    'react-router-dom': singleton('react-router-dom'),
    'styled-components': singleton('styled-components'),
    zustand: singleton('zustand'),
    '@console/platform': exact('platform'),
    'shared-kit/ui': exact('shared-kit'),
    // The area kit once for both Turbo and Forex (its stores are keyed by area).
    '@console/area-kit': exact('area-kit'),
  };
}

const indexHtml = (title: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title}</title>
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
              transform: { react: { runtime: 'automatic', development: !production, refresh: false } },
            },
            env: { targets: 'chrome >= 109, firefox >= 115, safari >= 16' },
          },
          type: 'javascript/auto',
        },
        { test: /\.(png|jpe?g|gif|svg|webp|woff2)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new rspack.HtmlRspackPlugin({ templateContent: indexHtml(app.title) }),
      new rspack.CopyRspackPlugin({ patterns: [{ from: 'public', noErrorOnMissing: true }] }),
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') }),
      new ModuleFederationPlugin({
        name: app.name,
        ...(isHost
          ? { remotes: {}, shareStrategy: 'loaded-first' as const }
          : { filename: 'remoteEntry.js', exposes: app.exposes, shareStrategy: 'loaded-first' as const }),
        shared: sharedSingletons(),
        manifest: isHost ? false : { fileName: 'mf-manifest.json' },
        dts: false,
        experiments: { optimization: { target: 'web' } },
        runtimePlugins: isHost ? [path.join(__dirname, 'shell/src/remotes/retryPlugin.ts')] : [],
      }),
      ...(production ? [new PrecompressPlugin()] : []),
    ],
    // Named chunks: a reader of the network panel (and the e2e test counting react-dom) sees what loads.
    optimization: { splitChunks: { chunks: 'async' }, chunkIds: 'named' },
    performance: { hints: false },
    devServer: {
      port: app.port,
      historyApiFallback: true,
      hot: false,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [{ context: ['/api', '/remotes'], target: process.env.API_URL ?? 'http://localhost:8080' }],
    },
    stats: 'errors-warnings',
  };
}
