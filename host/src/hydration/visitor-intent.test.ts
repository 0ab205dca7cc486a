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

  it('sets aside the events it is told are no intent, and answers the next one', () => {
    const onIntent = jest.fn();
    const aside = document.createElement('button');
    const elsewhere = document.createElement('button');
    document.body.append(aside, elsewhere);
    onFirstIntent(window, onIntent, (event) => event.target !== aside);
    aside.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    aside.dispatchEvent(new Event('keydown', { bubbles: true }));
    expect(onIntent).not.toHaveBeenCalled();
    elsewhere.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(onIntent).toHaveBeenCalledTimes(1);
    aside.remove();
    elsewhere.remove();
  });

  it('is not woken by what happens without the visitor (load, resize)', () => {
    const onIntent = jest.fn();
    onFirstIntent(window, onIntent);
    window.dispatchEvent(new Event('load'));
    window.dispatchEvent(new Event('resize'));
    expect(onIntent).not.toHaveBeenCalled();
  });
});
