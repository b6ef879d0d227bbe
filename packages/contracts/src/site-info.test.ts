import { describe, expect, it } from 'vitest';
import { operatorAddressLines } from './site-info';

describe('operatorAddressLines', () => {
  it('writes the country line in the reader’s language', () => {
    const address = 'Musterstraße 1, 10115 Berlin, Germany';
    expect(operatorAddressLines(address, 'de')).toEqual(['Musterstraße 1', '10115 Berlin', 'Deutschland']);
    expect(operatorAddressLines(address, 'en')).toEqual(['Musterstraße 1', '10115 Berlin', 'Germany']);
    expect(operatorAddressLines('Rheinufer 5\n53111 Bonn\nDEUTSCHLAND', 'en')).toEqual([
      'Rheinufer 5',
      '53111 Bonn',
      'Germany',
    ]);
  });

  it('leaves an address without a country, or a street named so, as it is', () => {
    expect(operatorAddressLines('Musterstraße 1, 10115 Berlin', 'de')).toEqual([
      'Musterstraße 1',
      '10115 Berlin',
    ]);
    expect(operatorAddressLines('Germany', 'de')).toEqual(['Germany']);
    expect(operatorAddressLines('Germanyweg 2, 10115 Berlin', 'de')).toEqual([
      'Germanyweg 2',
      '10115 Berlin',
    ]);
  });
});
