import { formatPrice } from './price';

describe('formatPrice', () => {
  it('formats euro amounts in the German locale with two decimals, whatever the page language', () => {
    expect(formatPrice(1350)).toBe('1.350,00\u00a0€');
    expect(formatPrice(2350)).toBe('2.350,00\u00a0€');
    expect(formatPrice(180.5)).toBe('180,50\u00a0€');
  });
});
