/**
 * An e-mail address that, when it does not fit, wraps after the @ rather than anywhere in the
 * middle of a word (and only mid-word when even its halves are too long).
 */
export function EmailText({ email }: { email: string }) {
  const at = email.indexOf('@');
  if (at < 0) return <span className="break-words">{email}</span>;
  return (
    <span className="[overflow-wrap:anywhere]">
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </span>
  );
}
