import { INTENT_EVENTS, onFirstIntent } from './visitor-intent';

describe('onFirstIntent', () => {
  it.each(INTENT_EVENTS)('answers the first %s, and only the first intent of any kind', (type) => {
    const onIntent = jest.fn();
    onFirstIntent(window, onIntent);
    expect(onIntent).not.toHaveBeenCalled();
    window.dispatchEvent(new Event(type));
    window.dispatchEvent(new Event('keydown'));
    window.dispatchEvent(new Event(type));
    expect(onIntent).toHaveBeenCalledTimes(1);
  });

  it('is not woken by what happens without the visitor (load, resize)', () => {
    const onIntent = jest.fn();
    onFirstIntent(window, onIntent);
    window.dispatchEvent(new Event('load'));
    window.dispatchEvent(new Event('resize'));
    expect(onIntent).not.toHaveBeenCalled();
  });
});
