// Checks company-facts.json for the build and the tests. Plain JavaScript, so the build config imports it uncompiled.

/** Every fact a Legal Notice (§ 5 DDG) and the other legal texts need, in the order they are reported. */
export const REQUIRED_COMPANY_FACTS = [
  'legalName',
  'representative',
  'street',
  'postalCode',
  'city',
  'country',
  'email',
  'phone',
  'registerCourt',
  'registerNumber',
  'vatId',
];

/** Facts given in every language of the site. */
const LOCALIZED_FACTS = new Set(['country']);
const LANGUAGES = ['en', 'es'];
/** Keys that are no facts: a note for whoever edits the file. */
const COMMENT_KEYS = new Set(['_note']);

const FORMATS = {
  email: { pattern: /^[^\s@<>()[\]]+@[^\s@<>()[\]]+\.[a-z]{2,}$/i, example: 'hello@example.com' },
  phone: { pattern: /^\+[1-9]\d{0,2}(?: ?\d){6,14}$/, example: '+49 89 1234567' },
  postalCode: { pattern: /^[0-9A-Z](?:[0-9A-Z -]{1,8})[0-9A-Z]$/i, example: '80331' },
  registerNumber: { pattern: /^HR[AB] \d{1,6}(?: [A-Z]{1,3})?$/, example: 'HRB 123456' },
  vatId: { pattern: /^[A-Z]{2}[0-9A-Z]{8,12}$/, example: 'DE123456789' },
};

const isBlank = (value) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** Facts not supplied yet (null, empty or absent), and facts that are wrong (not text, malformed, unknown). */
export function checkCompanyFacts(facts) {
  const missing = [];
  const malformed = [];
  if (typeof facts !== 'object' || facts === null || Array.isArray(facts)) {
    return { missing: [...REQUIRED_COMPANY_FACTS], malformed: ['the file must hold one JSON object of facts'] };
  }
  const checkText = (fact, value) => {
    if (isBlank(value)) missing.push(fact);
    else if (typeof value !== 'string') malformed.push(`${fact}: must be text`);
    else if (FORMATS[fact] && !FORMATS[fact].pattern.test(value.trim()))
      malformed.push(`${fact}: "${value}" is not well-formed (e.g. "${FORMATS[fact].example}")`);
  };
  for (const fact of REQUIRED_COMPANY_FACTS) {
    const value = facts[fact];
    if (!LOCALIZED_FACTS.has(fact) || isBlank(value)) checkText(fact, value);
    else if (typeof value !== 'object' || Array.isArray(value))
      malformed.push(`${fact}: must be an object with a text per language (${LANGUAGES.join(', ')})`);
    else for (const language of LANGUAGES) checkText(`${fact}.${language}`, value[language]);
  }
  for (const key of Object.keys(facts)) {
    if (!REQUIRED_COMPANY_FACTS.includes(key) && !COMMENT_KEYS.has(key))
      malformed.push(`${key}: no such fact (known: ${REQUIRED_COMPANY_FACTS.join(', ')})`);
  }
  return { missing, malformed };
}

/** A malformed fact fails the build; a missing one fails a production build and is a warning in development. */
export function companyFactsBuildReport(facts, { production }) {
  const { missing, malformed } = checkCompanyFacts(facts);
  const consequence = production ? 'a production build needs every fact' : 'the pages show it as "to be supplied"';
  const missingNotes = missing.map((fact) => `company facts: "${fact}" is missing; ${consequence}`);
  const errors = malformed.map((problem) => `company facts: ${problem}`);
  return production ? { errors: [...errors, ...missingNotes], warnings: [] } : { errors, warnings: missingNotes };
}
