import { type FieldPath, type FieldValues, type UseFormSetError } from 'react-hook-form';
import { ApiError } from './api';

/** The form's fields the server may name: a list (each path is the field's name) or API path → field. */
export type ServerFieldNames<Values extends FieldValues> =
  readonly FieldPath<Values>[] | Readonly<Record<string, FieldPath<Values>>>;

const isList = <Values extends FieldValues>(
  fields: ServerFieldNames<Values>,
): fields is readonly FieldPath<Values>[] => Array.isArray(fields);

/**
 * Shows a refusal's reasons under the form's own fields: each entry of a 4xx answer's `errors`
 * whose path names one of `fields`, the first reason for a field (as the form's own checks show
 * one). `focus` moves the focus to the first field named. Answers whether any reason was shown, so
 * the caller can say the rest in a toast or an alert; anything else thrown shows none.
 */
export function showServerFieldErrors<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  fields: ServerFieldNames<Values>,
  { focus = false }: { focus?: boolean } = {},
): boolean {
  if (!(error instanceof ApiError)) return false;
  const fieldOf = (path: string): FieldPath<Values> | undefined =>
    isList(fields)
      ? fields.find((field) => field === path)
      : Object.hasOwn(fields, path)
        ? fields[path]
        : undefined;
  const shown = new Set<FieldPath<Values>>();
  for (const { path, message } of error.body?.errors ?? []) {
    const field = fieldOf(path);
    if (field === undefined || shown.has(field)) continue;
    setError(field, { message }, { shouldFocus: focus && shown.size === 0 });
    shown.add(field);
  }
  return shown.size > 0;
}
