import { defineElementOnce, ServerSafeHTMLElement } from './custom-element';

describe('defineElementOnce', () => {
  it('defines an element the first time and keeps that definition when another script asks again', () => {
    class First extends ServerSafeHTMLElement {}
    class Second extends ServerSafeHTMLElement {}
    defineElementOnce('test-defined-once', First);
    expect(() => defineElementOnce('test-defined-once', Second)).not.toThrow();
    expect(customElements.get('test-defined-once')).toBe(First);
    expect(document.createElement('test-defined-once')).toBeInstanceOf(First);
  });

  it('builds on the browser’s HTMLElement where there is one', () => {
    expect(ServerSafeHTMLElement).toBe(HTMLElement);
  });
});
