// Build configuration shared by the host and the four remotes. Each package's rspack.config.mjs calls
// createFederatedConfig with its team and what only it has; its folder and exposed modules come from the team registry.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import rspack from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { recordEarlyScripts } from '../platform/src/prerender/early-scripts.ts';
import { runtimeConfigFromEnv } from '../platform/src/topology/runtime-config-from-env.ts';
import { STARTUP_ASSETS_FILE } from '../platform/src/host/startup-assets.ts';
import { deployable } from '../platform/src/topology/topology.ts';
import { BRAND_NAME } from '../shared/src/brand.ts';
import { EXPOSED_MODULES } from '../shared/src/teams.ts';
import { HOST_CONTRACT_FILE, hostContractOf, modulePropsPaths, travellingValues } from './release/compatibility.mjs';

const require = createRequire(import.meta.url);

const SINGLETON_LIBRARIES = ['react', 'react-dom', 'react-router', 'react-router-dom', 'i18next', 'react-i18next'];

const packageDirOf = (team) => fileURLToPath(new URL(`../${deployable(team).dir}/`, import.meta.url));
const versionIn = (packageDir, name) => require(path.join(packageDir, 'package.json')).dependencies[name];

/** Libraries that must exist once on a page: one React, one router context, one i18next instance. */
function sharedSingletons(packageDir) {
  const versionOf = (name) => versionIn(packageDir, name);
  const singleton = (name) => ({ singleton: true, requiredVersion: `^${versionOf(name)}` });
  return {
    react: singleton('react'),
    'react/': singleton('react'),
    'react-dom': singleton('react-dom'),
    'react-dom/': singleton('react-dom'),
    'react-router': singleton('react-router'),
    'react-router-dom': singleton('react-router-dom'),
    i18next: singleton('i18next'),
    'react-i18next': singleton('react-i18next'),
  };
}

/**
 * Writes which CSS files the host's bootstrap chunk group needs, so that its server can put them into the
 * pre-rendered page (platform/src/host/page-composer.ts) instead of the page flashing unstyled until the scripts run.
 */
class StartupAssetsPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('StartupAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'StartupAssetsPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const group = compilation.namedChunkGroups.get('bootstrap');
          const css = [...new Set((group?.chunks ?? []).flatMap((chunk) => [...chunk.files]))].filter((file) =>
            file.endsWith('.css'),
          );
          compilation.emitAsset(
            STARTUP_ASSETS_FILE,
            new rspack.sources.RawSource(`${JSON.stringify({ css }, null, 2)}\n`),
          );
        },
      );
    });
  }
}

/**
 * Writes what this host build needs of the remotes (tools/release/compatibility.mjs): `npm run release` refuses a
 * version the live host could not run.
 */
class HostContractPlugin {
  constructor(contract) {
    this.contract = contract;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('HostContractPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'HostContractPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () =>
          compilation.emitAsset(
            HOST_CONTRACT_FILE,
            new rspack.sources.RawSource(`${JSON.stringify(this.contract, null, 2)}\n`),
          ),
      );
    });
  }
}

/** How source files are compiled: the same for the browser build and the build-time renderer, so that CSS
 * module class names (and so the pre-rendered HTML) agree with what the browser code renders. */
function moduleOptions({ team, production, server = false }) {
  return {
    parser: { 'css/auto': { namedExports: false } },
    generator: {
      'css/auto': { localIdentName: `${team}__[local]__[hash:6]`, ...(server ? { exportsOnly: true } : {}) },
    },
    rules: [
      {
        test: /\.[cm]?tsx?$/,
        exclude: /node_modules/,
        loader: 'builtin:swc-loader',
        options: {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic', development: !production, refresh: false } },
            target: 'es2022',
          },
        },
        type: 'javascript/auto',
      },
      { test: /\.css$/, type: 'css/auto' },
      // The renderer needs the same file names as the browser build, not the files themselves.
      {
        test: /\.(svg|png|jpe?g|webp|avif|woff2?)$/,
        type: 'asset/resource',
        ...(server ? { generator: { emit: false } } : {}),
      },
    ],
  };
}

/**
 * The host's hydration loader (docs/decisions/0008): the one script a pre-rendered page loads before the
 * visitor interacts. A plain bundle beside the application's, without the federation runtime (which the
 * federation plugin would add to any entry of the application's own build).
 */
export function createHydrationLoaderConfig() {
  const packageDir = packageDirOf('host');
  return {
    name: 'hydration-loader',
    // After the application's build, whose output.clean would otherwise remove this one.
    dependencies: ['application'],
    mode: 'production',
    context: packageDir,
    entry: { 'hydration-loader': './src/hydration/hydration-loader.ts' },
    devtool: 'source-map',
    target: ['web', 'es2022'],
    output: {
      path: path.join(packageDir, process.env.OUTPUT_DIR || 'dist'),
      publicPath: '/',
      uniqueName: 'host-hydration-loader',
      filename: '[name].[contenthash:10].js',
      clean: false,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] },
    module: moduleOptions({ team: 'host', production: true }),
    optimization: { splitChunks: false, runtimeChunk: false },
    performance: { hints: false },
  };
}

const EARLY_SCRIPTS_DIRECTORY = 'early';

/**
 * A production remote's early scripts (platform/src/prerender/early-scripts.ts): plain bundles without the federation
 * runtime, built before the application, whose manifest then names them. `built` receives each one's file.
 * @param {{ packageDir: string, team: string, scripts: Record<string, string>, built: Record<string, string> }} options
 *   scripts: exposed module -> source file
 */
function createEarlyScriptsConfig({ packageDir, team, scripts, built }) {
  const entryNames = Object.fromEntries(
    Object.entries(scripts).map(([module, source]) => [
      module,
      `${EARLY_SCRIPTS_DIRECTORY}/${path.basename(source).replace(/\.[cm]?tsx?$/, '')}`,
    ]),
  );
  return {
    name: 'early-scripts',
    mode: 'production',
    context: packageDir,
    entry: Object.fromEntries(Object.entries(scripts).map(([module, source]) => [entryNames[module], source])),
    devtool: 'source-map',
    target: ['web', 'es2022'],
    output: {
      path: path.join(packageDir, process.env.OUTPUT_DIR || 'dist'),
      uniqueName: `${team}-early-scripts`,
      filename: '[name].[contenthash:10].js',
      // First of the package's builds: it empties the folder, the application's build then keeps its files.
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] },
    module: moduleOptions({ team, production: true }),
    plugins: [
      {
        apply(compiler) {
          compiler.hooks.afterEmit.tap('RecordEarlyScripts', (compilation) => {
            for (const [module, entryName] of Object.entries(entryNames)) {
              const file = [...(compilation.entrypoints.get(entryName)?.getFiles() ?? [])].find((name) =>
                name.endsWith('.js'),
              );
              if (file) built[module] = file;
            }
          });
        },
      },
    ],
    optimization: { splitChunks: false, runtimeChunk: false },
    performance: { hints: false },
  };
}

/**
 * A Node bundle that renders a package's components to HTML (docs/decisions/0007): the host's page renderer,
 * or a remote's build-time fragment renderer. Everything is bundled in (React, the router, i18next), so it
 * runs from its dist folder alone.
 *
 * @param {object} options
 * @param {string} options.packageDir
 * @param {string} options.team
 * @param {string} options.entry        absolute path of the entry module
 * @param {string} options.outputPath   folder of the bundle (render.cjs)
 * @param {string} options.publicPath   what __webpack_public_path__ is while rendering
 * @param {string} options.buildId      the browser build's __BUILD_ID__, so that both render the same markup
 * @param {Record<string,string>} [options.alias]
 */
export function createServerRenderConfig({ packageDir, team, entry, outputPath, publicPath, buildId, alias = {} }) {
  return {
    mode: 'production',
    context: packageDir,
    target: 'node20',
    entry: { render: entry },
    devtool: false,
    output: {
      path: outputPath,
      filename: '[name].cjs',
      chunkFilename: '[name].[contenthash:10].cjs',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      publicPath,
      // Part of every CSS-module class hash: must be the browser build's, or the class names differ.
      uniqueName: team,
      library: { type: 'commonjs2' },
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
      alias,
      conditionNames: ['node', 'import', 'require', 'default'],
    },
    module: moduleOptions({ team, production: true, server: true }),
    plugins: [
      new rspack.DefinePlugin({
        __BUILD_ID__: JSON.stringify(buildId),
        'process.env.NODE_ENV': JSON.stringify('production'),
      }),
    ],
    optimization: { minimize: false, splitChunks: false },
    performance: { hints: false },
  };
}

/** A remote exposes `./<name>` from src/exposes/<name>.tsx for each name its contract (EXPOSED_MODULES) lists. */
const exposesOf = (team) =>
  Object.fromEntries(EXPOSED_MODULES[team].map((name) => [`./${name}`, `./src/exposes/${name}.tsx`]));

/**
 * @param {object} options
 * @param {string} options.team         host | catalog | stories | legal | consent
 * @param {Record<string, string>} [options.earlyScripts]  remote only: exposed module -> source of the script that
 *   makes its pre-rendered fragment answer before hydration (built in production only, before the application)
 * @param {(production: boolean) => import('@rspack/core').RspackPluginInstance[]} [options.applicationPlugins]
 *   the team's own plugins, for the application's build only (a content check that belongs to the bundle)
 */
export function createFederatedConfig({ team, earlyScripts = {}, applicationPlugins = () => [] }) {
  const packageDir = packageDirOf(team);
  const title = team === 'host' ? BRAND_NAME : `${team[0].toUpperCase()}${team.slice(1)} (development shell)`;
  return (env, argv) => {
    const production = argv.mode !== 'development' && process.env.NODE_ENV !== 'development';
    const isHost = team === 'host';
    const { port } = deployable(team);
    const buildId = process.env.BUILD_ID || `${team}-${new Date().toISOString()}`;
    const withEarlyScripts = production && !isHost && Object.keys(earlyScripts).length > 0;
    // Filled in by the early scripts' build, which runs first.
    const earlyScriptFiles = {};

    const application = {
      name: 'application',
      mode: production ? 'production' : 'development',
      context: packageDir,
      // A production remote is only ever loaded by the host, so it has no page of its own; in development it
      // gets a minimal shell (src/dev/) so that its team can work without the others.
      entry: isHost || !production ? { main: './src/index.ts' } : {},
      devtool: production ? 'source-map' : 'cheap-module-source-map',
      output: {
        path: path.join(packageDir, process.env.OUTPUT_DIR || 'dist'),
        // The host's pages live at any depth (/collections/carriel), so its files are addressed from the root.
        // A production remote's location is only known at runtime, from the URL its entry was loaded from; in
        // development it is its own dev server, also when its dev shell shows a nested path.
        publicPath: isHost ? '/' : production ? 'auto' : `http://localhost:${port}/`,
        uniqueName: team,
        filename: production ? '[name].[contenthash:10].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        cssFilename: production ? '[name].[contenthash:10].css' : '[name].css',
        cssChunkFilename: production ? '[name].[contenthash:10].css' : '[name].css',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        // With early scripts, their build (first) has emptied the folder already.
        clean: !withEarlyScripts,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] },
      module: moduleOptions({ team, production }),
      plugins: [
        new rspack.DefinePlugin({
          __BUILD_ID__: JSON.stringify(buildId),
        }),
        (isHost || !production) &&
          new rspack.HtmlRspackPlugin({
            template: isHost
              ? path.join(packageDir, 'src', 'index.html')
              : fileURLToPath(new URL('./dev-shell.html', import.meta.url)),
            title,
            // Not minified: the host's server fills the <!--runtime-config--> placeholder, which a minifier drops.
            minify: false,
          }),
        new rspack.CopyRspackPlugin({
          patterns: [{ from: 'public', to: '.', noErrorOnMissing: true }],
        }),
        isHost && new StartupAssetsPlugin(),
        isHost &&
          production &&
          new HostContractPlugin(
            hostContractOf({
              buildId,
              sharedVersions: Object.fromEntries(
                SINGLETON_LIBRARIES.map((name) => [name, versionIn(packageDir, name)]),
              ),
            }),
          ),
        ...applicationPlugins(production),
        new ModuleFederationPlugin({
          name: team,
          ...(isHost ? {} : { filename: 'remoteEntry.js', exposes: exposesOf(team) }),
          manifest: isHost
            ? false
            : {
                fileName: 'mf-manifest.json',
                // The build id, where Module Federation keeps a build's version: the host's server inserts a
                // pre-rendered fragment only beside the manifest of the build that rendered it (which the fragment's
                // first line names: platform/src/prerender/fragment-build.ts).
                additionalData: ({ stats }) => {
                  stats.metaData.buildInfo.buildVersion = buildId;
                  // What the compatibility gate compares with the live host's (tools/release/compatibility.mjs).
                  stats.metaData.travellingValues = travellingValues();
                  stats.metaData.moduleProps = modulePropsPaths();
                  recordEarlyScripts(stats.metaData, earlyScriptFiles);
                  return stats;
                },
              },
          shared: sharedSingletons(packageDir),
          // Fetch a remote only when a page needs it; never every remote at start-up.
          shareStrategy: 'loaded-first',
          dts: false,
          // The host ships the federation runtime once; production remotes use it instead of bundling a copy.
          experiments: isHost ? { provideExternalRuntime: true } : { externalRuntime: production },
        }),
      ].filter(Boolean),
      optimization: {
        splitChunks: isHost ? undefined : false,
      },
      performance: { hints: false },
      // The development shells load their bootstrap through a dynamic import, which lazy compilation turns into
      // a proxy chunk that fails on first load.
      lazyCompilation: false,
      devServer: {
        port,
        historyApiFallback: isHost || !production,
        headers: { 'Access-Control-Allow-Origin': '*' },
        hot: true,
        static: false,
        // The host's development server answers the runtime config itself (production inlines it in the HTML).
        setupMiddlewares: isHost
          ? (middlewares) => [
              {
                name: 'runtime-config',
                path: '/runtime-config.json',
                middleware: (_req, res) => {
                  res.setHeader('Content-Type', 'application/json');
                  res.setHeader('Cache-Control', 'no-cache');
                  res.end(JSON.stringify(runtimeConfigFromEnv()));
                },
              },
              ...middlewares,
            ]
          : undefined,
      },
    };
    if (!withEarlyScripts) return application;
    return [
      createEarlyScriptsConfig({ packageDir, team, scripts: earlyScripts, built: earlyScriptFiles }),
      { ...application, dependencies: ['early-scripts'] },
    ];
  };
}
