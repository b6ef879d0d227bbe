import { isIP } from 'node:net';

/**
 * The key rate limits count a client by: its IPv4 address, or the /64 network of an IPv6 address
 * (one household or server usually gets a whole /64, and can change the rest of its address at
 * will). IPv4-mapped IPv6 addresses (`::ffff:1.2.3.4`) count as their IPv4 address.
 */
export function clientKey(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (isIP(ip) !== 6) return ip;
  return `${expandIpv6(ip).slice(0, 4).join(':')}::/64`;
}

/** The eight groups of an IPv6 address, `::` filled in and leading zeros dropped. */
function expandIpv6(ip: string): string[] {
  const [head = '', tail] = ip.split('::');
  const groups = (part: string) => (part === '' ? [] : part.split(':'));
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  const zeros = Array.from({ length: Math.max(0, 8 - left.length - right.length) }, () => '0');
  return [...left, ...zeros, ...right].map((group) => group.replace(/^0+(?=.)/, '').toLowerCase());
}
