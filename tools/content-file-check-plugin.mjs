// A team's content file checked on every build (docs/runbook.md, "Before going live"): a malformed value fails any
// build, a missing one fails a production build and only warns in development.
import { readFileSync } from 'node:fs';
import rspack from '@rspack/core';

export class ContentFileCheckPlugin {
  /**
   * @param {object} options
   * @param {string} options.file       the JSON file, absolute
   * @param {string} options.label      what it holds, for messages ("company facts")
   * @param {(content: unknown, options: { production: boolean }) => { errors: string[], warnings: string[] }} options.report
   * @param {boolean} options.production
   */
  constructor({ file, label, report, production }) {
    Object.assign(this, { file, label, report, production });
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ContentFileCheckPlugin', (compilation) => {
      compilation.fileDependencies.add(this.file);
      let content;
      try {
        content = JSON.parse(readFileSync(this.file, 'utf8'));
      } catch (error) {
        compilation.errors.push(new rspack.WebpackError(`${this.label}: ${this.file} is no JSON: ${error.message}`));
        return;
      }
      const { errors, warnings } = this.report(content, { production: this.production });
      for (const message of errors) compilation.errors.push(new rspack.WebpackError(message));
      for (const message of warnings) compilation.warnings.push(new rspack.WebpackError(message));
    });
  }
}
