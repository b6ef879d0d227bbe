import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderComponent } from '../../../test/render';
import { ContactForm } from './contact-form';

/** The API answers every call with `status` and `body` as JSON. */
function answerWith(status: number, body: unknown) {
  const fetch = vi.fn(async () => Response.json(body, { status }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** Pasted rather than typed key by key: the same events for the form, a fraction of the time. */
async function fillIn(user: ReturnType<typeof renderComponent>['user']) {
  for (const [label, text] of [
    ['Email address', 'ann@example.com'],
    ['Subject', 'Harz in May'],
    ['Message', 'Is the Brocken railway running?'],
  ] as const) {
    await user.click(screen.getByLabelText(label));
    await user.paste(text);
  }
  await user.click(screen.getByRole('button', { name: 'Submit' }));
}

afterEach(() => vi.unstubAllGlobals());

describe('ContactForm', () => {
  it("shows the server's reason under the field a 400 names, and the failure toast", async () => {
    answerWith(400, {
      message: 'Please check the e-mail address',
      errors: [{ path: 'senderEmail', message: 'This address cannot receive mail' }],
    });
    const { user } = renderComponent(<ContactForm />, { toasts: true });
    await fillIn(user);

    expect(await screen.findByText('This address cannot receive mail')).toBeTruthy();
    expect(screen.getByLabelText('Email address').getAttribute('aria-invalid')).toBe('true');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Failed to send email. Please check the e-mail address',
    );
  });

  it("toasts 'Email send Successfully' and empties the form", async () => {
    const fetch = answerWith(200, { insertedId: 'message-1', acknowledged: true });
    const { user } = renderComponent(<ContactForm />, { toasts: true });
    await fillIn(user);

    expect((await screen.findByRole('alert')).textContent).toContain('Email send Successfully');
    expect((screen.getByLabelText('Subject') as HTMLInputElement).value).toBe('');
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
