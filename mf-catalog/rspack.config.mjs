import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import rspack from '@rspack/core';
import { createFederatedConfig } from '../tools/rspack-config.mjs';
import { externalLinksBuildReport } from './src/data/check-external-links.mjs';

const EXTERNAL_LINKS_FILE = fileURLToPath(new URL('./src/data/external-links.json', import.meta.url));

/**
 * Checks the payment and partner-shop links (src/data/external-links.json) on every build: a malformed link fails
 * any build, a missing one fails a production build (docs/runbook.md, "Before going live").
 */
class ExternalLinksCheckPlugin {
  constructor({ production }) {
    this.production = production;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ExternalLinksCheckPlugin', (compilation) => {
      compilation.fileDependencies.add(EXTERNAL_LINKS_FILE);
      let links;
      try {
        links = JSON.parse(readFileSync(EXTERNAL_LINKS_FILE, 'utf8'));
      } catch (error) {
        compilation.errors.push(new rspack.WebpackError(`external links: ${EXTERNAL_LINKS_FILE} is no JSON: ${error.message}`));
        return;
      }
      const { errors, warnings } = externalLinksBuildReport(links, { production: this.production });
      for (const message of errors) compilation.errors.push(new rspack.WebpackError(message));
      for (const message of warnings) compilation.warnings.push(new rspack.WebpackError(message));
    });
  }
}

const federatedConfig = createFederatedConfig({
  packageDir: fileURLToPath(new URL('.', import.meta.url)),
  team: 'catalog',
  title: 'Catalog (development shell)',
  exposes: {
    './routes': './src/exposes/routes.tsx',
    './collection-cards': './src/exposes/collection-cards.tsx',
  },
});

export default (env, argv) => {
  const config = federatedConfig(env, argv);
  return { ...config, plugins: [...config.plugins, new ExternalLinksCheckPlugin({ production: config.mode === 'production' })] };
};
