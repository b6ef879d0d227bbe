import { describe, expect, it } from 'vitest';
import { formatCoordinate, parseCoordinate } from './coordinates';

describe('coordinates in each language', () => {
  it('are written with the language’s decimal mark, every digit kept', () => {
    expect(formatCoordinate(52.52, 'en')).toBe('52.52');
    expect(formatCoordinate(52.52, 'de')).toBe('52,52');
    expect(formatCoordinate(13.405, 'de')).toBe('13,405');
    expect(formatCoordinate(48.137154, 'de')).toBe('48,137154');
    expect(formatCoordinate(9, 'de')).toBe('9');
    expect(formatCoordinate(-0.5, 'de')).toBe('-0,5');
  });

  it('are read from a decimal comma or point, and what reads back is the number written', () => {
    expect(parseCoordinate('52,52')).toBe(52.52);
    expect(parseCoordinate(' 52.52 ')).toBe(52.52);
    expect(parseCoordinate('')).toBeNull();
    expect(parseCoordinate('52')).toBe(52);
    for (const value of [52.52, 13.405, 48.137154, 7.1]) {
      for (const locale of ['en', 'de'] as const) {
        expect(parseCoordinate(formatCoordinate(value, locale)), `${value} ${locale}`).toBe(value);
      }
    }
  });

  it('take no grouping and no words for numbers', () => {
    expect(parseCoordinate('1.234,5')).toBeNaN();
    expect(parseCoordinate('52,5,2')).toBeNaN();
    expect(parseCoordinate('north')).toBeNaN();
    expect(parseCoordinate('5e1')).toBeNaN();
  });
});
