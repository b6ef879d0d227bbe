import { callFor } from './api';
import { signInByApi, verifiedUser, type Account, type Site } from './accounts';
import { lane, shared } from './shared';

/*
 * Administrators on a shared server. Its root admin (made by global-setup.ts from ADMIN_EMAILS)
 * makes each test's admin a new verified account with Make Admin's call, so that no two tests, in
 * this file or another, share an admin.
 */

const rootTokens = new Map<string, Promise<string>>();

/** A session of the shared server's root admin (one per test file). */
export function rootAdminToken(site: Site): Promise<string> {
  const { url } = site.server();
  if (url !== lane().serverUrl) throw new Error('only the shared servers have a root admin');
  let token = rootTokens.get(url);
  if (!token) {
    token = signInByApi(site, shared().rootAdmin);
    rootTokens.set(url, token);
  }
  return token;
}

/** A new verified account with admin rights (PUT /api/user/admin/{email} by the root admin). */
export async function adminUser(site: Site, name = 'Ada Admin'): Promise<Account> {
  const admin = await verifiedUser(site, name);
  await callFor(site.server().url, 'PUT', `/api/user/admin/${encodeURIComponent(admin.email)}`, 200, {
    token: await rootAdminToken(site),
  });
  // A session begun after the promotion, so that nothing about the account is remembered from before.
  return { ...admin, token: await signInByApi(site, admin) };
}
