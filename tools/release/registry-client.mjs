// The release registry's API as the commands call it (platform/src/registry/registry-app.ts), each refusal turned
// into an error that says what the registry said.
export function registryClient({ registryUrl, token, actor }) {
  async function call(method, pathname, body) {
    let response;
    try {
      response = await fetch(new URL(pathname, registryUrl), {
        method,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(actor ? { 'x-release-actor': actor } : {}),
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(10_000),
      });
    } catch (error) {
      throw new Error(
        `The release registry at ${registryUrl} does not answer (${error.cause?.code ?? error.message}).`,
        { cause: error },
      );
    }
    const text = await response.text();
    let answer;
    try {
      answer = JSON.parse(text);
    } catch {
      answer = { error: text };
    }
    if (!response.ok) throw new Error(`The registry refused (${response.status}): ${answer.error ?? text}`);
    return answer;
  }
  return {
    publish: (team, release) => call('POST', `/teams/${team}/versions`, release),
    makeLive: (team, version) => call('POST', `/teams/${team}/live`, { version }),
    startCanary: (team, version, share) => call('POST', `/teams/${team}/canary`, { version, share }),
    rollBack: (team, to) => call('POST', `/teams/${team}/rollback`, to ? { to } : undefined),
    releasesOf: (team) => call('GET', `/teams/${team}/releases`),
    override: (team, url, minutes) =>
      call('POST', `/teams/${team}/overrides`, { url, ...(minutes ? { minutes } : {}) }),
    figuresOf: (team, days = 7) => call('GET', `/teams/${team}/figures?days=${days}`),
  };
}
