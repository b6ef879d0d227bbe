import { useT } from '../../i18n/i18n-context';

/**
 * A form's own error (wrong password, server unreachable …) as small red text, announced by
 * screen readers as soon as it appears. Renders an empty live region when there is nothing to say,
 * so that the first message is announced too. A message the client made in English (a field
 * rule's, lib/api.ts's fallbacks) is shown in the page's language; the server's already is.
 */
export function FormAlert({ message, id }: { message: string | null | undefined; id?: string }) {
  const { sentence } = useT();
  return (
    <div role="alert" id={id} className="text-sm text-error empty:hidden">
      {message ? sentence(message) : null}
    </div>
  );
}
