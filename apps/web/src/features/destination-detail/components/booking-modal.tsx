import {
  bookingFormSchema,
  firstBookableDate,
  formatBookingDate,
  lastBookableDate,
  type BookingForm,
  type Destination,
} from '@tgde/contracts';
import { useEffect, useMemo, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { type z } from 'zod';
import { Button } from '../../../components/ui/button';
import { DatePickerField } from '../../../components/ui/date-picker-field';
import { FormAlert } from '../../../components/ui/form-alert';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { Spinner } from '../../../components/ui/spinner';
import { useT } from '../../../i18n/i18n-context';
import { errorMessage } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { useApiForm } from '../../../lib/use-api-form';
import { type SessionUser } from '../../../session/session';
import { conflictOf, placesConflictOf, useCreateBooking } from '../api/create-booking';
import { useAvailability } from '../api/get-availability';
import { usePrefillPhone } from '../api/get-prefill-phone';
import { bookableRangeOfMonth, calendarDays, chosenDayNote } from '../lib/calendar-days';
import { oneDestinationLabel } from '../../../lib/destination-label';
import { tripPrice, tripPriceText } from '../lib/trip-price';
import { isPlainBooking } from '../lib/departures';
import { CancellationTerms, ReadOnlyField, PhoneInput, TravellersInput } from './booking-form-parts';
import { DepartureBookingFields } from './departure-booking-fields';

type BookingFormInput = z.input<typeof bookingFormSchema>;

function BookingFields({
  destination,
  user,
  phone,
  create,
  onBooked,
  onCancel,
}: {
  destination: Destination;
  user: SessionUser;
  phone: string;
  create: ReturnType<typeof useCreateBooking>;
  onBooked: () => void;
  onCancel: () => void;
}) {
  const { t, sentence, locale, i18n } = useT();
  // The server's refusal for too few places; it stands until the day or the party changes.
  const [placesRefusal, setPlacesRefusal] = useState<{ message: string; for: string } | null>(null);
  const {
    control,
    register,
    onSubmit,
    setFocus,
    formState: { errors, isSubmitting },
  } = useApiForm<BookingFormInput, BookingForm, unknown>({
    schema: bookingFormSchema,
    defaultValues: { phone, date: '', travellers: 1 },
    submit: (values) =>
      create.mutateAsync({
        bookingId: destination._id,
        bookingName: destination.destinationName,
        date: values.date,
        cost: tripPrice(destination.cost, values.travellers),
        userName: user.name,
        userEmail: user.email,
        phone: values.phone,
        travellers: values.travellers,
      }),
    successToast: (_answer, values) =>
      t('Booking is set, at {date}', { date: formatBookingDate(values.date, locale) }),
    onSuccess: () => onBooked(),
    takeError: (error, values) => {
      const plan = conflictOf(error);
      if (plan) {
        notify.error(
          t('Already have an Travel Plan on {date} in {bookingName}', {
            date: formatBookingDate(plan.date, locale),
            bookingName: plan.bookingName,
          }),
        );
        return true;
      }
      const places = placesConflictOf(error);
      if (places) setPlacesRefusal({ message: places.message, for: `${values.date}/${values.travellers}` });
      return places !== null;
    },
    errorToast: (error) => errorMessage(error),
    serverFields: ['date', 'phone', 'travellers'],
  });
  const first = firstBookableDate();
  const last = lastBookableDate();
  const date = useWatch({ control, name: 'date' });
  const travellers = Number(useWatch({ control, name: 'travellers' }));
  // The calendar's month: its days' places left come with it.
  const [month, setMonth] = useState(first);
  const availability = useAvailability(destination._id, bookableRangeOfMonth(month, first, last));
  const days = useMemo(
    // The same map until the answer or the party changes (the calendar's day buttons are made from it).
    () => calendarDays(availability.data ?? [], travellers, (text, values) => i18n._(text, values)),
    [availability.data, travellers, i18n],
  );
  const choice = `${date}/${travellers}`;
  const refusal = placesRefusal?.for === choice ? placesRefusal.message : null;

  // The dialog opened before this form could draw: start where there is something to fill in.
  useEffect(() => setFocus(phone ? 'date' : 'phone'), [phone, setFocus]);

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4 pt-4">
      {/* Side by side from 768 px, so that the whole form fits a laptop screen without scrolling. */}
      <div className="grid gap-4 md:grid-cols-2 md:gap-6">
        <div className="flex flex-col gap-4">
          <ReadOnlyField label={oneDestinationLabel(t)} value={destination.destinationName} />
          <ReadOnlyField label={t('Name')} value={user.name} />
          <ReadOnlyField label={t('Email')} value={user.email} />
          <PhoneInput registration={register('phone')} error={errors.phone?.message} />
          <TravellersInput
            registration={register('travellers', { valueAsNumber: true })}
            error={errors.travellers?.message}
          />
        </div>
        <Controller
          control={control}
          name="date"
          render={({ field, fieldState }) => (
            <DatePickerField
              label={t('Date of your trip')}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              min={first}
              max={last}
              error={fieldState.error?.message && sentence(fieldState.error.message)}
              days={days}
              onMonthChange={setMonth}
              note={
                availability.isError ? (
                  <p className="text-muted">
                    {t('We could not check the places left: the booking says if a day is full.')}
                  </p>
                ) : (
                  <p>{chosenDayNote(availability.data, field.value, travellers, t)}</p>
                )
              }
            />
          )}
        />
      </div>
      {/*
        The price and Confirm stay in view at the bottom of the dialog while the fields scroll under
        them (on a phone the form is taller than the screen). The negative margins and offset stretch
        the footer over the box's padding, so that nothing shows through beside or below it.
      */}
      <div className="sticky -bottom-6 z-10 -mx-6 -mb-6 flex flex-col gap-3 border-t border-base-300 bg-base-100 px-6 pt-3 pb-5">
        <FormAlert message={refusal} />
        <p className="text-sm text-muted" aria-live="polite">
          {t('Travel fee:')}{' '}
          <span className="font-semibold text-base-content">
            {tripPriceText(destination.cost, travellers, { t, locale })}
          </span>
          {t(', VAT included. You pay it from My Bookings once the trip is booked.')}
        </p>
        <CancellationTerms />
        <div className="modal-action mt-0">
          <Button className="btn-ghost" onClick={onCancel} disabled={isSubmitting}>
            {t('Cancel')}
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {t('Confirm')}
          </Button>
        </div>
      </div>
    </form>
  );
}

/**
 * The booking modal of /destination/{id}: the destination, the traveller's name and
 * e-mail (read-only: the server books for the signed-in traveller whatever is sent), the phone from
 * their profile (else from their latest booking), and the day of the trip; for a destination with
 * start times, tickets or questions, also those (departure-booking-fields.tsx). Mount it to open it;
 * `onClose` after Cancel, Escape or a booking made.
 */
export function BookingModal({
  destination,
  user,
  onClose,
}: {
  destination: Destination;
  user: SessionUser;
  onClose: () => void;
}) {
  const { t } = useT();
  const phone = usePrefillPhone(user.email);
  // Here rather than in the form: while the booking is being sent, Escape must not close the dialog.
  const create = useCreateBooking();
  const Fields = isPlainBooking(destination) ? BookingFields : DepartureBookingFields;
  return (
    <ModalDialog
      dismissible={!create.isPending}
      title={t('Book {name}', { name: destination.destinationName })}
      onClose={onClose}
      // The scroll padding keeps a field that takes the focus clear of the sticky footer.
      className="max-w-xl scroll-pb-60 md:max-w-3xl md:scroll-pb-40"
    >
      {({ close }) =>
        phone.isPending ? (
          <Spinner label={t('Loading your details')} />
        ) : (
          // Without a profile the traveller types the phone in: no reason to keep them from booking.
          <Fields
            destination={destination}
            user={user}
            phone={phone.phone}
            create={create}
            onBooked={close}
            onCancel={close}
          />
        )
      }
    </ModalDialog>
  );
}
