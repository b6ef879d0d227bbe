import { describe, expect, it } from 'vitest';
import { clientKey } from './client-key';

describe('clientKey', () => {
  it('counts an IPv4 address as itself, also when IPv4-mapped', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts every address of an IPv6 /64 network as one client', () => {
    const a = clientKey('2001:db8:85a3:1234:0000:8a2e:0370:7334');
    expect(a).toBe('2001:db8:85a3:1234::/64');
    expect(clientKey('2001:0db8:85a3:1234::1')).toBe(a);
    expect(clientKey('2001:db8:85a3:1235::1')).not.toBe(a);
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
  });
});
