// Checks external-links.json for the build and the tests: plain JavaScript, so rspack.config.mjs imports it as is.

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

/** Every link of the parsed file must be an https:// address; `null` marks one still to be supplied. */
export function checkExternalLinks(links) {
  const problems = { missing: [], malformed: [] };
  checkObject('', links, SHAPE, problems);
  return problems;
}

/** A malformed link always fails the build; a missing one fails a production build and warns in development. */
export function externalLinksBuildReport(links, { production }) {
  const { missing, malformed } = checkExternalLinks(links);
  const errors = malformed.map((problem) => `external links: ${problem}`);
  const missingNote = (path) => `external links: "${path}" is missing`;
  if (production) errors.push(...missing.map((path) => `${missingNote(path)}; a production build needs every link`));
  const warnings = production ? [] : missing.map((path) => `${missingNote(path)}; the page goes without it`);
  return { errors, warnings };
}
