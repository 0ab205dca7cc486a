import { act, render, screen } from '@testing-library/react';
import { DevLanguageLinks, startDevShell } from './dev-shell';

/** Starts the shell at `search` and waits for its first render. */
async function start(search: string) {
  window.history.replaceState(null, '', `/${search}`);
  document.body.innerHTML = '<div id="root"></div>';
  const init = jest.fn(() => Promise.resolve());
  await act(async () => startDevShell({ init }, <p>Shell</p>));
  return init;
}

describe('startDevShell', () => {
  it('initialises i18next in the language asked for, then renders the shell in #root', async () => {
    const init = await start('?lng=es');
    expect(init).toHaveBeenCalledWith({
      lng: 'es',
      fallbackLng: 'en',
      supportedLngs: ['en', 'es'],
      resources: {},
      interpolation: { escapeValue: false },
    });
    expect(document.documentElement.lang).toBe('es');
    expect(screen.getByText('Shell')).toBeInTheDocument();
  });

  it.each(['', '?lng=fr'])('falls back to English for %j', async (search) => {
    const init = await start(search);
    expect(init).toHaveBeenCalledWith(expect.objectContaining({ lng: 'en' }));
    expect(document.documentElement.lang).toBe('en');
  });
});

describe('DevLanguageLinks', () => {
  it('links to the page in each supported language', () => {
    render(<DevLanguageLinks />);
    expect(screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['EN', '?lng=en'],
      ['ES', '?lng=es'],
    ]);
  });
});
