import { describe, expect, it } from 'vitest';
import { publicName } from './public-name';

describe('publicName', () => {
  it('shows the first name and the initial of the last name', () => {
    expect(publicName('Anna Maria Müller')).toBe('Anna M.');
    expect(publicName('Ann Walker')).toBe('Ann W.');
    expect(publicName('Mary-Jane Watson')).toBe('Mary-Jane W.');
  });

  it('leaves a single name as it is', () => {
    expect(publicName('Sofia')).toBe('Sofia');
    expect(publicName('  Sofia  ')).toBe('Sofia');
  });

  it('trims and collapses white space of any kind', () => {
    expect(publicName('  Anna \t  Müller \n')).toBe('Anna M.');
    expect(publicName('Anna\u00a0Müller')).toBe('Anna M.');
    expect(publicName('')).toBe('');
    expect(publicName('   ')).toBe('');
  });

  it('takes the initial from the last word that has a letter', () => {
    expect(publicName('Anna Müller -')).toBe('Anna M.');
    expect(publicName("Seán O'Brien")).toBe('Seán O.');
    expect(publicName('Anna 42')).toBe('Anna');
  });

  it('handles letters outside the Latin alphabet, marks included', () => {
    expect(publicName('Ивана Петрова')).toBe('Ивана П.');
    expect(publicName('Νίκος Παπαδόπουλος')).toBe('Νίκος Π.');
    expect(publicName('Zoë Z\u0327eynep')).toBe('Zoë Z\u0327.');
    expect(publicName('山田 太郎')).toBe('山田 太.');
  });

  it('keeps a name that is already short', () => {
    expect(publicName('Sarah K.')).toBe('Sarah K.');
    expect(publicName(publicName('Anna Maria Müller'))).toBe('Anna M.');
  });
});
