import { describe, expect, it } from 'vitest';
import { findPage, pages, PAGE_IDS } from './pages';

describe('findPage', () => {
  it('finds a fixed address in any letter case, with or without a trailing slash', () => {
    expect(findPage('/')).toEqual({ id: 'home', params: {} });
    expect(findPage('/Reviews/')).toEqual({ id: 'reviews', params: {} });
    expect(findPage('/dashboard/PROFILEUPDATE')).toEqual({ id: 'profileUpdate', params: {} });
  });

  it('reads the parameters as the address writes them', () => {
    expect(findPage('/destination/Ab-12')).toEqual({ id: 'destinationDetail', params: { id: 'Ab-12' } });
    expect(findPage('/dashboard/payment/7')).toEqual({ id: 'payment', params: { id: '7' } });
  });

  it('knows no other address', () => {
    expect(findPage('/nowhere')).toBeUndefined();
    expect(findPage('/destination/1/photos')).toBeUndefined();
    expect(findPage('/dashboard/unknown')).toBeUndefined();
  });

  it('finds every page of the table at its own address', () => {
    for (const id of PAGE_IDS) {
      const address = pages[id].path.replace(/:\w+/g, 'x1');
      expect(findPage(address)?.id, address).toBe(id);
    }
  });
});
