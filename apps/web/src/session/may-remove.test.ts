import { describe, expect, it } from 'vitest';
import { isAuthor, mayRemove } from './may-remove';
import { type SessionUser } from './session-user';

const ann: SessionUser = {
  id: 'ann-id',
  name: 'Ann Walker',
  email: 'ann@example.com',
  image: null,
  role: 'user',
  emailVerified: true,
};

describe('mayRemove', () => {
  it('offers Delete to the author and to a verified admin only', () => {
    expect(mayRemove(ann, 'ann-id')).toBe(true);
    expect(mayRemove(ann, 'bob-id')).toBe(false);
    expect(mayRemove(ann, null)).toBe(false);
    expect(mayRemove(null, 'ann-id')).toBe(false);
    expect(mayRemove({ ...ann, emailVerified: false }, 'ann-id')).toBe(false);
    expect(mayRemove({ ...ann, id: 'boss-id', role: 'admin' }, 'bob-id')).toBe(true);
    expect(mayRemove({ ...ann, id: 'boss-id', role: 'admin' }, null)).toBe(true);
    expect(mayRemove({ ...ann, id: 'boss-id', role: 'admin', emailVerified: false }, 'bob-id')).toBe(false);
  });

  it('tells the author by account id; our own content has none', () => {
    expect(isAuthor(ann, 'ann-id')).toBe(true);
    expect(isAuthor(ann, null)).toBe(false);
    expect(isAuthor(null, 'ann-id')).toBe(false);
  });
});
