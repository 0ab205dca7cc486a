import {
  parseRuntimeConfig,
  RUNTIME_CONFIG_ELEMENT_ID,
  RUNTIME_CONFIG_PATH,
  type RuntimeConfigResult,
} from '@storefront/shared';

/** Inlined by the host's server, saving a request before the remotes; the dev server has it fetched instead. */
export async function loadRuntimeConfig(): Promise<RuntimeConfigResult> {
  const inline = document.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.textContent?.trim();
  if (inline) return parseJson(inline, 'the inline runtime config');
  try {
    const response = await fetch(RUNTIME_CONFIG_PATH, { cache: 'no-cache' });
    if (!response.ok) return { ok: false, problems: [`${RUNTIME_CONFIG_PATH} answered HTTP ${response.status}`] };
    return parseJson(await response.text(), RUNTIME_CONFIG_PATH);
  } catch (error) {
    return { ok: false, problems: [`${RUNTIME_CONFIG_PATH} could not be fetched (${String(error)})`] };
  }
}

function parseJson(text: string, source: string): RuntimeConfigResult {
  try {
    return parseRuntimeConfig(JSON.parse(text));
  } catch {
    return { ok: false, problems: [`${source} is not valid JSON`] };
  }
}
