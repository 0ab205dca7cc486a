// A CSS module yields `undefined` for a class it does not define, and React then writes class="undefined": the
// element silently loses the style it was meant to have. TypeScript cannot tell (shared/types/globals.d.ts types a
// module as any string key), so this test reads every component and the stylesheets it imports.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DEPLOYABLES } from '../platform/src/topology/topology.ts';

const ROOT = path.resolve(expect.getState().testPath, '../..');
const SOURCE_FOLDERS = ['shared', ...DEPLOYABLES.map((d) => d.dir)].map((folder) => path.join(ROOT, folder, 'src'));
const CSS_MODULE_IMPORT = /import\s+(\w+)\s+from\s+'([^']+\.module\.css)'/g;

function componentFiles() {
  return SOURCE_FOLDERS.flatMap((folder) =>
    readdirSync(folder, { recursive: true })
      .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
      .map((name) => path.join(folder, name)),
  );
}

/** A stylesheet a component imports: beside it, or shared's (`@storefront/shared/src/…`). */
function stylesheetPath(component, specifier) {
  const shared = '@storefront/shared/';
  return specifier.startsWith(shared)
    ? path.join(ROOT, 'shared', specifier.slice(shared.length))
    : path.resolve(path.dirname(component), specifier);
}

/** Every class a stylesheet defines, from its selectors. */
function classesOf(stylesheet) {
  const withoutComments = stylesheet.replace(/\/\*[\s\S]*?\*\//g, '');
  return new Set([...withoutComments.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1]));
}

/** Classes a component names with `styles.name` or `styles['name']` (a computed key cannot be checked here). */
function classesNamed(source, importName) {
  const code = source.replace(/^import\s[^;]*;/gm, ''); // not `page.module` in '../layout/page.module.css'
  const uses = new RegExp(`\\b${importName}(?:\\.(\\w+)|\\[\\s*'([\\w-]+)'\\s*\\])`, 'g');
  return [...code.matchAll(uses)].map((match) => match[1] ?? match[2]);
}

describe('CSS modules', () => {
  const files = componentFiles();

  it('finds the components that use them', () => {
    const users = files.filter((file) => readFileSync(file, 'utf8').includes('.module.css'));
    expect(users.length).toBeGreaterThan(20);
  });

  it('define every class a component names', () => {
    const missing = [];
    for (const file of files) {
      const source = readFileSync(file, 'utf8');
      for (const [, importName, specifier] of source.matchAll(CSS_MODULE_IMPORT)) {
        const defined = classesOf(readFileSync(stylesheetPath(file, specifier), 'utf8'));
        for (const name of classesNamed(source, importName)) {
          if (!defined.has(name)) missing.push(`${path.relative(ROOT, file)}: ${importName}.${name} (${specifier})`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
