/** Placeholder until this page is written; replaced in this same change. */
export function UsersPage() {
  return <p>Users</p>;
}
