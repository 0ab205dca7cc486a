// Checks the catalog's external links (external-links.json: payment pages, the partner's shop): run by the
// remote's build (rspack.config.mjs) and by the unit tests. Plain JavaScript, so that the build configuration can
// import it without compiling.

const COMMENT_KEYS = new Set(['_note']);
const SHAPE = { paymentLinks: 'links', partnerShop: { collection: 'link', items: 'links' } };

const isBlank = (value) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

function isHttpsUrl(value) {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.') && !url.username && !url.password;
  } catch {
    return false;
  }
}

function checkLink(path, value, problems) {
  if (isBlank(value)) problems.missing.push(path);
  else if (typeof value !== 'string' || !isHttpsUrl(value))
    problems.malformed.push(`${path}: ${JSON.stringify(value)} is not an https:// address`);
}

function checkObject(path, value, shape, problems) {
  const label = path || 'the file';
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    problems.malformed.push(`${label}: must be an object`);
    return;
  }
  if (shape === 'links') {
    for (const [key, link] of Object.entries(value)) checkLink(`${path}.${key}`, link, problems);
    return;
  }
  for (const [key, childShape] of Object.entries(shape)) {
    const childPath = path ? `${path}.${key}` : key;
    if (childShape === 'link') checkLink(childPath, value[key], problems);
    else checkObject(childPath, value[key], childShape, problems);
  }
  for (const key of Object.keys(value)) {
    if (!(key in shape) && !COMMENT_KEYS.has(key))
      problems.malformed.push(`${path ? `${path}.` : ''}${key}: no such entry`);
  }
}

/**
 * Every link the file lists must be an https:// address; `null` marks one still to be supplied (the product is
 * then made to order on enquiry, the item links to the partner's collection).
 *
 * @param {unknown} links the parsed content file
 * @returns {{ missing: string[], malformed: string[] }}
 */
export function checkExternalLinks(links) {
  const problems = { missing: [], malformed: [] };
  checkObject('', links, SHAPE, problems);
  return problems;
}

/**
 * What the build says about the links: a malformed one always fails it; a missing one fails a production build,
 * and is a warning in development.
 *
 * @param {unknown} links
 * @param {{ production: boolean }} options
 * @returns {{ errors: string[], warnings: string[] }}
 */
export function externalLinksBuildReport(links, { production }) {
  const { missing, malformed } = checkExternalLinks(links);
  const errors = malformed.map((problem) => `external links: ${problem}`);
  const missingNote = (path) => `external links: "${path}" is missing`;
  if (production) errors.push(...missing.map((path) => `${missingNote(path)}; a production build needs every link`));
  const warnings = production ? [] : missing.map((path) => `${missingNote(path)}; the page goes without it`);
  return { errors, warnings };
}
