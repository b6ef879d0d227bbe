import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { FormField } from '../components/ui/form-field';
import { renderComponent } from '../test/render';
import { ApiError } from './api';
import { FormRefusal, useApiForm } from './use-api-form';

const schema = z.object({ name: z.string().min(1, 'Name is required') });

/** A one-field form on the hook, its call given by the test. */
function NameForm({ submit }: { submit: (values: { name: string }) => Promise<unknown> }) {
  const {
    register,
    onSubmit,
    formState: { errors },
  } = useApiForm({
    schema,
    defaultValues: { name: '' },
    submit,
    successToast: () => 'Name saved',
    onSuccess: (_answer, _values, form) => form.reset({ name: '' }),
    errorToast: (error) => (error instanceof ApiError ? `Not saved. ${error.message}` : 'Not saved'),
    serverFields: ['name'],
  });
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)}>
      <FormField label="Name" error={errors.name?.message}>
        {(control) => <input {...control} {...register('name')} />}
      </FormField>
      <button type="submit">Save</button>
    </form>
  );
}

const refusal = new ApiError(
  400,
  { message: 'Check the name', errors: [{ path: 'name', message: 'That name is taken' }] },
  'Bad request',
);

describe('useApiForm', () => {
  it("shows a 400's field error under the field it names, and toasts the failure", async () => {
    const submit = vi.fn().mockRejectedValue(refusal);
    const { user } = renderComponent(<NameForm submit={submit} />, { toasts: true });
    await user.click(screen.getByLabelText('Name'));
    await user.paste('Ann');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const field = screen.getByLabelText('Name');
    expect(await screen.findByText('That name is taken')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    // The message is the field's description: a screen reader says it with the field.
    const describedBy = field.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('That name is taken');
    expect((await screen.findByRole('alert')).textContent).toContain('Not saved. Check the name');
    expect(submit).toHaveBeenCalledWith({ name: 'Ann' });
  });

  it('toasts a success and runs onSuccess (the form empties)', async () => {
    const submit = vi.fn().mockResolvedValue({ ok: true });
    const { user } = renderComponent(<NameForm submit={submit} />, { toasts: true });
    await user.click(screen.getByLabelText('Name'));
    await user.paste('Ann');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect((await screen.findByRole('alert')).textContent).toContain('Name saved');
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('');
  });

  it("does not call the server when the form's own checks refuse, and says why under the field", async () => {
    const submit = vi.fn();
    const { user } = renderComponent(<NameForm submit={submit} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(submit).not.toHaveBeenCalled();
  });

  it('toasts a FormRefusal as it is, with nothing under the fields', async () => {
    const submit = vi.fn().mockRejectedValue(new FormRefusal('Nothing was changed'));
    const { user } = renderComponent(<NameForm submit={submit} />, { toasts: true });
    await user.click(screen.getByLabelText('Name'));
    await user.paste('Ann');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Nothing was changed');
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('false');
  });
});
