import { zodResolver } from '@hookform/resolvers/zod';
import { type FormEvent } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type SubmitErrorHandler,
  type UseFormReturn,
} from 'react-hook-form';
import { type z } from 'zod';
import { showServerFieldErrors, type ServerFieldNames } from './form-errors';
import { notify } from './notify';

/**
 * Thrown by a form's `submit` when the server answered but did not do it (a message not stored, a
 * profile not changed): the hook toasts the message as it is, and shows nothing under the fields.
 */
export class FormRefusal extends Error {}

export interface ApiFormOptions<Input extends FieldValues, Output, Answer> {
  /** The form's own checks; its output is what `submit` gets. */
  schema: z.ZodType<Output, Input>;
  defaultValues: DefaultValues<Input>;
  /** When the fields are first checked (react-hook-form's `mode`); after a submit, on every change. */
  mode?: 'onSubmit' | 'onBlur' | 'onTouched';
  /** 'onSubmit' keeps a server's field error until the next submit instead of clearing it on typing. */
  reValidateMode?: 'onChange' | 'onSubmit';
  /** The call(s) to the server. */
  submit: (values: Output) => Promise<Answer>;
  /** The success toast, or null for none. */
  successToast?: (answer: Answer, values: Output) => string | null;
  /** After the success toast: reset the form, navigate, close a dialog… A throw counts as a failure. */
  onSuccess?: (answer: Answer, values: Output, form: UseFormReturn<Input, unknown, Output>) => unknown;
  /** The fields a 4xx answer's `errors` may name (see lib/form-errors.ts). */
  serverFields?: ServerFieldNames<Input>;
  /** Moves the focus to the first field the server named. */
  focusServerErrors?: boolean;
  /**
   * Errors the form deals with entirely itself (a cancelled upload, a conflict with its own
   * message): answer true and the hook shows nothing for it.
   */
  takeError?: (error: unknown, values: Output) => boolean;
  /** The failure toast for an error, or null for none. */
  errorToast?: (error: unknown) => string | null;
  /** After the toast and the field errors: `fieldsShown` tells whether the server named a field. */
  onError?: (error: unknown, fieldsShown: boolean) => void;
  /** After success or failure (an upload's progress put away). */
  onSettled?: () => void;
  /** The form's own checks refused the values. */
  onInvalid?: SubmitErrorHandler<Input>;
}

/**
 * A form that sends to the API: react-hook-form with the zod schema, and one submit path: the call,
 * then the success toast and `onSuccess`; or on failure the error toast, the server's reasons under
 * the fields they name, and `onError`. Returns react-hook-form's methods and `onSubmit` for <form>.
 */
export function useApiForm<Input extends FieldValues, Output, Answer>(
  options: ApiFormOptions<Input, Output, Answer>,
): UseFormReturn<Input, unknown, Output> & { onSubmit: (event?: FormEvent) => Promise<void> } {
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(options.schema),
    mode: options.mode ?? 'onSubmit',
    reValidateMode: options.reValidateMode ?? 'onChange',
    defaultValues: options.defaultValues,
  });

  const send = async (values: Output) => {
    try {
      const answer = await options.submit(values);
      const success = options.successToast?.(answer, values);
      if (success) notify.success(success);
      await options.onSuccess?.(answer, values, form);
    } catch (error) {
      if (options.takeError?.(error, values)) return;
      const failure = error instanceof FormRefusal ? error.message : options.errorToast?.(error);
      if (failure) notify.error(failure);
      const fieldsShown = options.serverFields
        ? showServerFieldErrors(error, form.setError, options.serverFields, {
            focus: options.focusServerErrors ?? false,
          })
        : false;
      options.onError?.(error, fieldsShown);
    } finally {
      options.onSettled?.();
    }
  };

  return { ...form, onSubmit: form.handleSubmit(send, options.onInvalid) };
}
