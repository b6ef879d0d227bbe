/*
 * A passkey belongs to the site's name (WebAuthn's relying party ID is a domain): a browser refuses
 * to make one for a page opened at an IP address, whatever the device. The profile page says so
 * instead of letting the attempt fail as if the browser or device were at fault.
 */

const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;

/**
 * True when `hostname` (as `location.hostname` gives it) is an IPv4 or IPv6 address rather than a
 * name. An IPv6 address comes in square brackets there; `localhost` is a name.
 */
export function isIpAddress(hostname: string): boolean {
  return IPV4.test(hostname) || hostname.startsWith('[') || hostname.includes(':');
}

/** The host name of the page being shown ('' where there is no page, as in a server render). */
export const pageHostname = (): string => (typeof window === 'undefined' ? '' : window.location.hostname);
