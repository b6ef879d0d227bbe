import { describe, expect, it } from 'vitest';
import { tripPrice, tripPriceText, validTravellers } from './trip-price';

describe('tripPrice', () => {
  it("is the destination's price times the travellers, to the cent", () => {
    expect(tripPrice(500, 3)).toBe(1500);
    expect(tripPrice(19.99, 3)).toBe(59.97);
    expect(tripPrice(0.1, 3)).toBe(0.3);
  });
});

describe('tripPriceText', () => {
  it('names the total and the price each', () => {
    expect(tripPriceText(500, 1)).toBe('$500 for 1 traveller');
    expect(tripPriceText(1250, 4)).toBe('$5,000 for 4 travellers ($1,250 each)');
  });

  it('gives the price for one while the number cannot be booked', () => {
    expect(tripPriceText(500, Number.NaN)).toBe('$500 a traveller');
    expect(tripPriceText(500, 0)).toBe('$500 a traveller');
    expect(tripPriceText(500, 11)).toBe('$500 a traveller');
    expect(tripPriceText(500, 2.5)).toBe('$500 a traveller');
  });
});

describe('validTravellers', () => {
  it('accepts 1 to 10', () => {
    expect(validTravellers(1)).toBe(1);
    expect(validTravellers(10)).toBe(10);
    expect(validTravellers(11)).toBeNull();
  });
});
