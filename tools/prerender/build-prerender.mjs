// Builds a deployable's server-side renderer (docs/decisions/0007) after its browser build:
// - a remote: bundles its fragment source with tools/prerender/render-remote-fragments.tsx, renders every
//   fragment in every language, and writes them to dist/fragments/ (served with the rest of its files);
// - the host: bundles host/src/server/render-page.tsx into dist-server/, which its server calls per request.
import { createRequire } from 'node:module';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import rspack from '@rspack/core';
import { createServerRenderConfig } from '../rspack-config.mjs';
import { withBuildComment } from '../../platform/src/prerender/fragment-build.ts';
import { placeholderPublicPath } from '../../shared/src/prerender-placeholders.ts';

const require = createRequire(import.meta.url);
const REPO = fileURLToPath(new URL('../../', import.meta.url));

/** Where the host's page renderer is written: beside dist/, so that it is never served as a file. */
export const HOST_RENDERER = path.join(REPO, 'host', 'dist-server', 'render.cjs');

function compile(config) {
  return new Promise((resolve, reject) => {
    rspack(config).run((error, stats) => {
      if (error) return reject(error);
      if (stats.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true })));
      resolve();
    });
  });
}

/**
 * Every CSS-module class in the fragments must exist in the browser build's CSS: hydration keeps the server's
 * class names, so a name the two builds derive differently would leave that element unstyled.
 */
async function expectClassNamesStyled(team, distDir, fragments) {
  const stylesheets = (await fs.readdir(distDir)).filter((file) => file.endsWith('.css'));
  const css = (await Promise.all(stylesheets.map((file) => fs.readFile(path.join(distDir, file), 'utf8')))).join('\n');
  const classAttributes = fragments.flatMap(({ html }) =>
    [...html.matchAll(/\sclass="([^"]*)"/g)].map((match) => match[1]),
  );
  const used = new Set(
    classAttributes.flatMap((value) => value.split(/\s+/)).filter((name) => name.startsWith(`${team}__`)),
  );
  const missing = [...used].filter((name) => !css.includes(`.${name}`));
  if (missing.length > 0)
    throw new Error(`${team}: the fragments use CSS classes the browser build does not define: ${missing.join(', ')}`);
}

/** dist/discovery/: the team's sitemap (its pages, and when this build made them) and its other discovery files. */
async function writeDiscovery(directory, sitemapName, buildId, { sitemap, discovery }) {
  await fs.rm(directory, { recursive: true, force: true });
  await fs.mkdir(directory, { recursive: true });
  const files = { ...discovery, [sitemapName]: { buildId, lastModified: new Date().toISOString(), paths: sitemap } };
  for (const [name, data] of Object.entries(files))
    await fs.writeFile(path.join(directory, `${name}.json`), `${JSON.stringify(data, null, 2)}\n`);
}

export async function buildPrerender({ dir, team, buildId }) {
  const packageDir = path.join(REPO, dir);
  if (team === 'host') {
    await compile(
      createServerRenderConfig({
        packageDir,
        team,
        buildId,
        entry: path.join(packageDir, 'src', 'server', 'render-page.tsx'),
        outputPath: path.dirname(HOST_RENDERER),
        publicPath: '/',
      }),
    );
    return { fragments: 0 };
  }

  // One bundle a build folder: two builds of one team at once (a test's OUTPUT_DIR beside dist/) never share it.
  const outputDir = process.env.OUTPUT_DIR || 'dist';
  const outputPath = path.join(packageDir, '.prerender', outputDir);
  await compile(
    createServerRenderConfig({
      packageDir,
      team,
      buildId,
      entry: path.join(REPO, 'tools', 'prerender', 'render-remote-fragments.tsx'),
      outputPath,
      publicPath: placeholderPublicPath(team),
      alias: { 'remote-fragment-source': path.join(packageDir, 'src', 'prerender', 'fragment-source.ts') },
    }),
  );
  const bundle = path.join(outputPath, 'render.cjs');
  delete require.cache[bundle];
  const { renderAll, discoveryOf, DISCOVERY_DIRECTORY, SITEMAP_DISCOVERY_FILE } = require(bundle);
  // Beside the browser build it belongs to (the resilience test builds a second one elsewhere).
  const target = path.join(packageDir, outputDir);
  const fragments = await renderAll();
  await expectClassNamesStyled(team, target, fragments);
  for (const { file, html } of fragments) {
    await fs.mkdir(path.dirname(path.join(target, file)), { recursive: true });
    await fs.writeFile(path.join(target, file), withBuildComment(buildId, html));
  }
  await fs.writeFile(
    path.join(target, 'fragments', 'index.json'),
    `${JSON.stringify({ buildId, files: fragments.map((f) => f.file) }, null, 2)}\n`,
  );
  await writeDiscovery(path.join(target, DISCOVERY_DIRECTORY), SITEMAP_DISCOVERY_FILE, buildId, discoveryOf(fragments));
  return { fragments: fragments.length };
}
