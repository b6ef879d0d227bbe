import { type FormEvent, type ReactNode } from 'react';

/**
 * The form of a sign-in page. noValidate: the fields show our own messages, not the
 * browser's bubbles. `onSubmit` is react-hook-form's handleSubmit(…), which validates first.
 */
export function AuthForm({
  onSubmit,
  children,
}: {
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  children: ReactNode;
}) {
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      {children}
    </form>
  );
}
