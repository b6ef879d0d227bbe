/**
 * A form's own error (wrong password, server unreachable …) as small red text, announced by
 * screen readers as soon as it appears. Renders an empty live region when there is nothing to say,
 * so that the first message is announced too.
 */
export function FormAlert({ message, id }: { message: string | null | undefined; id?: string }) {
  return (
    <div role="alert" id={id} className="text-sm text-error empty:hidden">
      {message ?? null}
    </div>
  );
}
