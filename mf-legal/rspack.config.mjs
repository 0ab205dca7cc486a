import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import rspack from '@rspack/core';
import { createFederatedConfig } from '../tools/rspack-config.mjs';
import { companyFactsBuildReport } from './src/content/check-company-facts.mjs';

const COMPANY_FACTS_FILE = fileURLToPath(new URL('./src/content/company-facts.json', import.meta.url));

/**
 * Checks the company facts the legal texts are built from (src/content/company-facts.json) on every build: a
 * malformed fact fails any build, a missing one fails a production build (docs/runbook.md, "Before going live").
 */
class CompanyFactsCheckPlugin {
  constructor({ production }) {
    this.production = production;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('CompanyFactsCheckPlugin', (compilation) => {
      compilation.fileDependencies.add(COMPANY_FACTS_FILE);
      let facts;
      try {
        facts = JSON.parse(readFileSync(COMPANY_FACTS_FILE, 'utf8'));
      } catch (error) {
        compilation.errors.push(new rspack.WebpackError(`company facts: ${COMPANY_FACTS_FILE} is no JSON: ${error.message}`));
        return;
      }
      const { errors, warnings } = companyFactsBuildReport(facts, { production: this.production });
      for (const message of errors) compilation.errors.push(new rspack.WebpackError(message));
      for (const message of warnings) compilation.warnings.push(new rspack.WebpackError(message));
    });
  }
}

const federatedConfig = createFederatedConfig({
  packageDir: fileURLToPath(new URL('.', import.meta.url)),
  team: 'legal',
  title: 'Legal (development shell)',
  exposes: {
    './routes': './src/exposes/routes.tsx',
  },
});

export default (env, argv) => {
  const config = federatedConfig(env, argv);
  return { ...config, plugins: [...config.plugins, new CompanyFactsCheckPlugin({ production: config.mode === 'production' })] };
};
