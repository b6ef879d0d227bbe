import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { showServerFieldErrors } from './form-errors';

interface Form {
  name: string;
  image: File | null;
  location: { latitude: string };
}

function recorder() {
  const calls: { field: string; message: string | undefined; focus: boolean | undefined }[] = [];
  const setError = (field: string, error: { message?: string }, options?: { shouldFocus?: boolean }) => {
    calls.push({ field, message: error.message, focus: options?.shouldFocus });
  };
  return { calls, setError };
}

const refusal = (errors: { path: string; message: string }[]) =>
  new ApiError(400, { message: 'Some fields are not valid.', errors }, 'x');

describe('showServerFieldErrors', () => {
  it("puts each reason under the form's field of that name, the first one for a field", () => {
    const { calls, setError } = recorder();
    const shown = showServerFieldErrors<Form>(
      refusal([
        { path: 'name', message: 'Name is taken.' },
        { path: 'name', message: 'Name is too long.' },
        { path: 'unknown', message: 'Not a field of this form.' },
      ]),
      setError,
      ['name', 'image'],
    );
    expect(shown).toBe(true);
    expect(calls).toEqual([{ field: 'name', message: 'Name is taken.', focus: false }]);
  });

  it("renames the API's paths to the form's fields, and focuses the first one when asked", () => {
    const { calls, setError } = recorder();
    showServerFieldErrors<Form>(
      refusal([
        { path: 'img', message: 'Upload an image.' },
        { path: 'latitude', message: 'Not in Germany.' },
      ]),
      setError,
      { img: 'image', latitude: 'location.latitude' },
      { focus: true },
    );
    expect(calls).toEqual([
      { field: 'image', message: 'Upload an image.', focus: true },
      { field: 'location.latitude', message: 'Not in Germany.', focus: false },
    ]);
  });

  it('shows nothing for a refusal without field reasons, or for anything else thrown', () => {
    const { calls, setError } = recorder();
    expect(
      showServerFieldErrors<Form>(new ApiError(409, { message: 'Taken.' }, 'x'), setError, ['name']),
    ).toBe(false);
    expect(showServerFieldErrors<Form>(new Error('offline'), setError, ['name'])).toBe(false);
    expect(showServerFieldErrors<Form>(refusal([{ path: 'toString', message: 'x' }]), setError, {})).toBe(
      false,
    );
    expect(calls).toEqual([]);
  });
});
