/** "or" between the e-mail form and the Google button. */
export function AuthDivider() {
  return <div className="divider my-0 text-sm text-muted">or</div>;
}
