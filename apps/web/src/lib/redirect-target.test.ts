import { describe, expect, it } from 'vitest';
import { loginPathFor, redirectTargetOf, safeRedirectTarget } from './redirect-target';

describe('safeRedirectTarget', () => {
  it('keeps paths of this site with their query and hash', () => {
    expect(safeRedirectTarget('/dashboard')).toBe('/dashboard');
    expect(safeRedirectTarget('/destination/abc?x=1#top')).toBe('/destination/abc?x=1#top');
  });

  it('never leads to another origin', () => {
    for (const evil of [
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      'javascript:alert(1)',
      ' /dashboard',
      '/dash\nboard',
      'dashboard',
    ]) {
      expect(safeRedirectTarget(evil)).toBe('/');
    }
    expect(safeRedirectTarget(undefined)).toBe('/');
    expect(safeRedirectTarget(42)).toBe('/');
  });

  it('does not return to the sign-in pages themselves', () => {
    expect(safeRedirectTarget('/login')).toBe('/');
    expect(safeRedirectTarget('/Login/')).toBe('/');
    expect(safeRedirectTarget('/register?x=1', '/dashboard')).toBe('/dashboard');
    expect(safeRedirectTarget('/reset-password?token=abc')).toBe('/');
  });
});

describe('redirectTargetOf', () => {
  it('prefers ?redirect= over router state', () => {
    const state = { from: { pathname: '/gallery' } };
    expect(redirectTargetOf(new URLSearchParams('redirect=%2Fdashboard'), state)).toBe('/dashboard');
    expect(redirectTargetOf(new URLSearchParams(), state)).toBe('/gallery');
    expect(redirectTargetOf(new URLSearchParams(), null)).toBe('/');
    expect(redirectTargetOf(new URLSearchParams('redirect=https%3A%2F%2Fevil.example'), state)).toBe('/');
  });
});

describe('loginPathFor', () => {
  it('remembers where the visitor wanted to go', () => {
    expect(loginPathFor('/dashboard/profileUpdate')).toBe('/login?redirect=%2Fdashboard%2FprofileUpdate');
    expect(loginPathFor('/')).toBe('/login');
    expect(loginPathFor('//evil.example')).toBe('/login');
  });
});
