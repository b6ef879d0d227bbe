import {
  addDays,
  bookingDateField,
  departureMessages,
  firstBookableDate,
  formatBookingDate,
  formatMoney,
  lastBookableDate,
  MAX_TRAVELLERS,
  phoneField,
  timesOn,
  travellersField,
  type BookingAnswers,
  type Departure,
  type Destination,
  ticketsSummary,
} from '@tgde/contracts';
import { useEffect, useMemo, useState } from 'react';
import { Controller, useWatch, type FieldPath, type UseFormRegister } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { type CalendarDayNote, DatePickerField } from '../../../components/ui/date-picker-field';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { useT, type Translator } from '../../../i18n/i18n-context';
import { errorMessage } from '../../../lib/api';
import { oneDestinationLabel } from '../../../lib/destination-label';
import { notify } from '../../../lib/notify';
import { ticketCategoryLabel } from '../../../lib/ticket-labels';
import { useApiForm } from '../../../lib/use-api-form';
import { type SessionUser } from '../../../session/session';
import {
  conflictOf,
  departureRefusalOf,
  placesConflictOf,
  type useCreateBooking,
} from '../api/create-booking';
import { useDepartures } from '../api/get-departures';
import { bookableRangeOfMonth, calendarDays, chosenDayNote } from '../lib/calendar-days';
import {
  dayOfDate,
  hasRoom,
  hasStartTimes,
  minimumGroupNote,
  nearestWithRoom,
  placesText,
  sellsTickets,
  ticketsTotal,
  unavailableReason,
} from '../lib/departures';
import { tripPrice, tripPriceText, validTravellers } from '../lib/trip-price';
import { CancellationTerms, ReadOnlyField, PhoneInput, TravellersInput } from './booking-form-parts';

/*
 * The booking dialog of a destination with more to choose than a day and a number of travellers:
 * a start time, tickets in several price categories, questions to answer. A destination without
 * any of these keeps the plain dialog (booking-modal.tsx) that SPEC.md describes.
 */

/** The form's name of a question's answer: a prefix keeps an id like "1" from reading as an index. */
const answerKey = (questionId: string) => `q_${questionId}`;

interface DepartureFormValues {
  phone: string;
  date: string;
  /** The departure chosen; empty for a destination without start times (its day is its departure). */
  departureId: string;
  /** The party, for a destination with adult tickets only. */
  travellers: number;
  /** Tickets by category, for a destination with several categories. */
  tickets: Record<string, number>;
  /** Answers by answerKey: text, the option chosen, 'yes' / 'no', or a ticked box. */
  answers: Record<string, string | boolean>;
}

/**
 * The form's checks. Each field is checked by its own schema, so that all of their reasons show at
 * once; what concerns several fields (a time for the day, at least one ticket) comes after.
 */
function departureFormSchema(destination: Destination, t: Translator['t']) {
  const withTimes = hasStartTimes(destination);
  const withTickets = sellsTickets(destination);
  const count = z
    .number({ error: departureMessages.ticketCount })
    .int({ message: departureMessages.ticketCount, abort: true })
    .min(0, { message: departureMessages.ticketCount, abort: true })
    .max(MAX_TRAVELLERS, departureMessages.ticketCount);
  const anyAnswer = z.union([z.string(), z.boolean()]);
  const answered = anyAnswer.refine(
    (answer) => answer !== '' && !(typeof answer === 'string' && !answer.trim()),
    t('Answer this question'),
  );
  const schema = z
    .object({
      phone: phoneField,
      date: bookingDateField,
      departureId: z.string(),
      // A number typed where the field is shown; otherwise the 1 it starts with, not sent.
      travellers: withTickets ? z.union([z.number(), z.nan()]) : travellersField,
      tickets: z.object(
        Object.fromEntries(
          destination.prices.map((price) => [
            price.category,
            withTickets ? count : z.union([z.number(), z.nan()]),
          ]),
        ),
      ),
      answers: z.object(
        Object.fromEntries(
          destination.questions.map((question) => [
            answerKey(question.id),
            question.required ? answered : anyAnswer,
          ]),
        ),
      ),
    })
    .superRefine((values, ctx) => {
      if (withTimes && values.date && !values.departureId)
        ctx.addIssue({ code: 'custom', path: ['departureId'], message: t('Choose a start time') });
      if (!withTickets) return;
      const first = destination.prices[0]?.category ?? 'adult';
      const total = ticketsTotal(destination.prices, values.tickets, MAX_TRAVELLERS);
      if (total.tickets.length === 0)
        ctx.addIssue({ code: 'custom', path: ['tickets', first], message: departureMessages.ticketsEmpty });
      else if (total.places > MAX_TRAVELLERS)
        ctx.addIssue({
          code: 'custom',
          path: ['tickets', first],
          message: t('One booking takes at most {max} places: book the others separately.', {
            max: MAX_TRAVELLERS,
          }),
        });
    });
  // The shapes are made from the destination's categories and questions; the values are these.
  return schema as z.ZodType<DepartureFormValues, DepartureFormValues>;
}

/** The places the party takes: its tickets' places, or its travellers (1 while the number typed is none). */
function placesOf(destination: Destination, values: Pick<DepartureFormValues, 'travellers' | 'tickets'>) {
  return sellsTickets(destination)
    ? ticketsTotal(destination.prices, values.tickets, MAX_TRAVELLERS).places
    : (validTravellers(Number(values.travellers)) ?? 1);
}

/** What a refusal was about: the departure and the party; another choice puts it away. */
function choiceKey(
  destination: Destination,
  values: Pick<DepartureFormValues, 'date' | 'departureId' | 'travellers' | 'tickets'>,
) {
  return `${values.date}/${values.departureId}/${placesOf(destination, values)}`;
}

/** The chosen day with a week before and two after, within the days that can be booked; null without a day. */
function aroundDay(date: string, first: string, last: string): { from: string; to: string } | null {
  if (!date || date < first || date > last) return null;
  const from = addDays(date, -7);
  const to = addDays(date, 14);
  return { from: from < first ? first : from, to: to > last ? last : to };
}

/** The answers as the API takes them: by question id, yes-no as true or false, empty ones left out. */
function answersOf(destination: Destination, answers: DepartureFormValues['answers']): BookingAnswers {
  const result: BookingAnswers = {};
  for (const question of destination.questions) {
    const answer = answers[answerKey(question.id)];
    if (answer === undefined || answer === '') continue;
    if (question.kind === 'yes-no') result[question.id] = answer === true || answer === 'yes';
    else if (typeof answer === 'string' && answer.trim()) result[question.id] = answer.trim();
  }
  return result;
}

/** The label of a question, saying when it must be answered. */
function questionLabel(question: Destination['questions'][number], t: Translator['t']) {
  return question.required ? t('{question} (required)', { question: question.label }) : question.label;
}

function QuestionField({
  question,
  register,
  error,
}: {
  question: Destination['questions'][number];
  register: UseFormRegister<DepartureFormValues>;
  error: string | undefined;
}) {
  const { t, sentence } = useT();
  const name = `answers.${answerKey(question.id)}` as FieldPath<DepartureFormValues>;
  const label = questionLabel(question, t);
  const shownError = error && sentence(error);
  if (question.kind === 'yes-no' && !question.required) {
    return <CheckboxField label={question.label} {...register(name)} />;
  }
  if (question.kind === 'yes-no') {
    const errorId = `${name}-error`;
    return (
      <fieldset className="flex flex-col gap-1.5" aria-describedby={shownError ? errorId : undefined}>
        <legend className="text-sm font-medium">{label}</legend>
        <div className="flex gap-6">
          {(['yes', 'no'] as const).map((value) => (
            <label key={value} className="flex cursor-pointer items-center gap-2 text-sm">
              <input
                type="radio"
                className="radio radio-primary radio-sm"
                value={value}
                aria-invalid={Boolean(shownError)}
                {...register(name)}
              />
              {value === 'yes' ? t('Yes') : t('No')}
            </label>
          ))}
        </div>
        {shownError && (
          <p id={errorId} className="text-sm text-error">
            {shownError}
          </p>
        )}
      </fieldset>
    );
  }
  return (
    <FormField label={label} error={shownError}>
      {(field) =>
        question.kind === 'choice' ? (
          <select {...field} {...register(name)} aria-required={question.required} className="select w-full">
            <option value="">{t('Choose an answer')}</option>
            {question.options.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        ) : (
          <input
            {...field}
            {...register(name)}
            type="text"
            aria-required={question.required}
            maxLength={500}
            className="input w-full"
          />
        )
      }
    </FormField>
  );
}

/** What the calendar says about each day of a destination with start times. */
function startTimeDays(
  destination: Destination,
  departures: readonly Departure[],
  range: { from: string; to: string } | null,
  places: number,
  t: Translator['t'],
): Map<string, CalendarDayNote> {
  const days = new Map<string, CalendarDayNote>();
  if (!range) return days;
  for (let date = range.from; date <= range.to; date = addDays(date, 1)) {
    if (timesOn(destination.startTimes, date).length === 0) {
      days.set(date, { unavailable: true, note: t('no departures') });
      continue;
    }
    const ofDay = departures.filter((departure) => departure.date === date);
    // Not made unavailable: picked, the day shows each time's reason and the nearest with room.
    if (ofDay.length === 0 || ofDay.some((departure) => hasRoom(departure, places))) continue;
    // A day whose departures take no bookings (past their cutoff, closed or called off) may have
    // every place free: it is not full, and says why it cannot be booked instead.
    const taking = ofDay.some(
      (departure) => departure.status === 'open' || departure.status === 'guaranteed',
    );
    if (taking) days.set(date, { unavailable: false, note: t('no places left'), badge: t('full') });
    else if (ofDay.every((departure) => departure.status === 'cancelled'))
      days.set(date, {
        unavailable: false,
        note: t('Cancelled{departure, select, other {}}', { departure: '' }),
      });
    else days.set(date, { unavailable: false, note: t('Booking closed') });
  }
  return days;
}

function TimeChoice({
  departures,
  destination,
  register,
  error,
}: {
  departures: readonly Departure[];
  destination: Destination;
  register: UseFormRegister<DepartureFormValues>;
  error: string | undefined;
}) {
  const words = useT();
  const { t, sentence } = words;
  const errorId = 'departure-time-error';
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 text-sm font-medium">{t('Start time')}</legend>
      {departures.map((departure) => {
        const reason = unavailableReason(departure, destination.cutoffMinutes, words);
        return (
          <label
            key={departure.id}
            className={`flex items-center gap-3 rounded-box px-3 py-2 ring-1 ring-base-300 ${reason ? 'opacity-70' : 'cursor-pointer has-checked:ring-primary'}`}
          >
            <input
              type="radio"
              className="radio radio-primary radio-sm"
              value={departure.id}
              disabled={reason !== null}
              {...register('departureId')}
            />
            <span className="font-semibold tabular-nums">{departure.time}</span>
            <span className={reason ? 'text-muted' : ''}>{reason ?? placesText(departure, t)}</span>
            {departure.status === 'guaranteed' && (
              <span className="badge badge-sm badge-success">{t('Guaranteed')}</span>
            )}
          </label>
        );
      })}
      {error && (
        <p id={errorId} className="text-sm text-error">
          {sentence(error)}
        </p>
      )}
    </fieldset>
  );
}

/** Buttons for the departures nearest to the one that cannot be booked. */
function NearestOffers({
  departures,
  onChoose,
}: {
  departures: readonly Departure[];
  onChoose: (departure: Departure) => void;
}) {
  const { t, locale } = useT();
  if (departures.length === 0)
    return <p className="text-sm text-muted">{t('No departure near this one has room left.')}</p>;
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm">{t('These departures still have room:')}</p>
      <div className="flex flex-wrap gap-2">
        {departures.map((departure) => (
          <Button key={departure.id} className="btn-outline btn-sm" onClick={() => onChoose(departure)}>
            {departure.time
              ? t('{day} at {time}, {places}', {
                  day: dayOfDate(departure.date, locale),
                  time: departure.time,
                  places: placesText(departure, t),
                })
              : t('{day}, {places}', {
                  day: dayOfDate(departure.date, locale),
                  places: placesText(departure, t),
                })}
          </Button>
        ))}
      </div>
    </div>
  );
}

export function DepartureBookingFields({
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
  const words = useT();
  const { t, sentence, locale, i18n } = words;
  const withTimes = hasStartTimes(destination);
  const withTickets = sellsTickets(destination);
  const schema = useMemo(() => departureFormSchema(destination, t), [destination, t]);
  // The server's refusal (too few places, closed, cancelled): it stands until the choice changes.
  const [refusal, setRefusal] = useState<{ message: string; for: string } | null>(null);
  const {
    control,
    register,
    setValue,
    onSubmit,
    setFocus,
    formState: { errors, isSubmitting },
  } = useApiForm<DepartureFormValues, DepartureFormValues, unknown>({
    schema,
    defaultValues: {
      phone,
      date: '',
      departureId: '',
      travellers: 1,
      tickets: Object.fromEntries(
        destination.prices.map((price) => [price.category, price.category === 'adult' ? 1 : 0]),
      ),
      answers: Object.fromEntries(
        destination.questions.map((question) => [
          answerKey(question.id),
          question.kind === 'yes-no' && !question.required ? false : '',
        ]),
      ),
    },
    submit: (values) => {
      const total = ticketsTotal(destination.prices, values.tickets, MAX_TRAVELLERS);
      return create.mutateAsync({
        bookingId: destination._id,
        bookingName: destination.destinationName,
        date: values.date,
        cost: withTickets ? total.cost : tripPrice(destination.cost, values.travellers),
        userName: user.name,
        userEmail: user.email,
        phone: values.phone,
        ...(withTimes ? { departureId: values.departureId } : {}),
        ...(withTickets ? { tickets: total.tickets } : { travellers: values.travellers }),
        ...(destination.questions.length > 0 ? { answers: answersOf(destination, values.answers) } : {}),
      });
    },
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
      const message = placesConflictOf(error)?.message ?? departureRefusalOf(error);
      if (message) setRefusal({ message, for: choiceKey(destination, values) });
      return message !== null;
    },
    errorToast: (error) => errorMessage(error),
    serverFields: {
      phone: 'phone',
      date: 'date',
      departureId: 'departureId',
      travellers: 'travellers',
      ...Object.fromEntries(
        destination.questions.map((question) => [
          `answers.${question.id}`,
          `answers.${answerKey(question.id)}` as FieldPath<DepartureFormValues>,
        ]),
      ),
      tickets: `tickets.${destination.prices[0]?.category ?? 'adult'}`,
    },
  });
  const first = firstBookableDate();
  const last = lastBookableDate();
  const date = useWatch({ control, name: 'date' });
  const departureId = useWatch({ control, name: 'departureId' });
  const travellers = Number(useWatch({ control, name: 'travellers' }));
  const ticketCounts = useWatch({ control, name: 'tickets' });
  const total = ticketsTotal(destination.prices, ticketCounts, MAX_TRAVELLERS);
  const places = placesOf(destination, { travellers, tickets: ticketCounts });

  // The calendar's month: its days' departures come with it.
  const [month, setMonth] = useState(first);
  const monthRange = useMemo(() => bookableRangeOfMonth(month, first, last), [month, first, last]);
  const monthDepartures = useDepartures(destination._id, monthRange);
  // The chosen day with a week either side: its times, and the nearest with room when it has none.
  const around = useMemo(() => aroundDay(date, first, last), [date, first, last]);
  const aroundDepartures = useDepartures(destination._id, around);
  const days = useMemo(
    () =>
      withTimes
        ? startTimeDays(destination, monthDepartures.data ?? [], monthRange, places, t)
        : calendarDays(monthDepartures.data ?? [], places, (text, values) => i18n._(text, values)),
    [withTimes, destination, monthDepartures.data, monthRange, places, t, i18n],
  );

  const ofDay = (aroundDepartures.data ?? []).filter((departure) => departure.date === date);
  const chosen = withTimes ? ofDay.find((departure) => departure.id === departureId) : ofDay[0];
  const shownRefusal =
    refusal?.for === choiceKey(destination, { date, departureId, travellers, tickets: ticketCounts })
      ? refusal.message
      : null;
  // Nearest offers: the chosen departure (or every one of the chosen day) cannot take the party.
  const cannotBook =
    shownRefusal !== null ||
    (chosen !== undefined && !hasRoom(chosen, places)) ||
    (ofDay.length > 0 && !ofDay.some((departure) => hasRoom(departure, places)));
  const offers = cannotBook
    ? nearestWithRoom(aroundDepartures.data ?? [], { date, time: chosen?.time ?? null }, places, {
        exclude: chosen?.id,
      })
    : [];
  const groupNote = chosen ? minimumGroupNote(chosen, destination.decideHours, words) : null;

  const chooseDeparture = (departure: Departure) => {
    setValue('date', departure.date, { shouldValidate: true });
    setValue('departureId', withTimes ? departure.id : '', { shouldValidate: true });
    setMonth(`${departure.date.slice(0, 7)}-01`);
  };

  // The dialog opened before this form could draw: start where there is something to fill in.
  useEffect(() => setFocus(phone ? 'date' : 'phone'), [phone, setFocus]);

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4 pt-4">
      <div className="grid gap-4 md:grid-cols-2 md:gap-6">
        <div className="flex flex-col gap-4">
          <ReadOnlyField label={oneDestinationLabel(t)} value={destination.destinationName} />
          <ReadOnlyField label={t('Name')} value={user.name} />
          <ReadOnlyField label={t('Email')} value={user.email} />
          <PhoneInput registration={register('phone')} error={errors.phone?.message} />
          {withTickets ? (
            <fieldset className="flex flex-col gap-3">
              <legend className="mb-1 text-sm font-medium">{t('Tickets')}</legend>
              {destination.prices.map((price) => {
                const error = errors.tickets?.[price.category]?.message;
                return (
                  <FormField
                    key={price.category}
                    label={ticketCategoryLabel(price, t)}
                    hint={t('{price} each', { price: formatMoney(price.cost, locale) })}
                    error={error && sentence(error)}
                  >
                    {(field) => (
                      <input
                        {...field}
                        {...register(`tickets.${price.category}`, { valueAsNumber: true })}
                        type="number"
                        inputMode="numeric"
                        min={0}
                        max={MAX_TRAVELLERS}
                        step={1}
                        className="input w-full aria-invalid:input-error sm:w-32"
                      />
                    )}
                  </FormField>
                );
              })}
            </fieldset>
          ) : (
            <TravellersInput
              registration={register('travellers', { valueAsNumber: true })}
              error={errors.travellers?.message}
            />
          )}
        </div>
        <div className="flex flex-col gap-4">
          <Controller
            control={control}
            name="date"
            render={({ field, fieldState }) => (
              <DatePickerField
                label={t('Date of your trip')}
                name={field.name}
                value={field.value}
                onChange={(iso) => {
                  field.onChange(iso);
                  // Another day: its own times to choose from.
                  setValue('departureId', '');
                }}
                onBlur={field.onBlur}
                inputRef={field.ref}
                min={first}
                max={last}
                error={fieldState.error?.message && sentence(fieldState.error.message)}
                days={days}
                onMonthChange={setMonth}
                note={
                  monthDepartures.isError || aroundDepartures.isError ? (
                    <p className="text-muted">
                      {t('We could not check the departures: the booking says if one is full.')}
                    </p>
                  ) : withTimes ? null : (
                    <p>{chosenDayNote(aroundDepartures.data, field.value, places, t)}</p>
                  )
                }
              />
            )}
          />
          {withTimes &&
            (!date ? (
              <p className="text-sm text-muted">{t('Choose a day to see its start times.')}</p>
            ) : aroundDepartures.isPending ? (
              <Spinner label={t('Loading the start times')} />
            ) : ofDay.length === 0 ? (
              <p className="text-sm text-muted">{t('No departure on this day: choose another day.')}</p>
            ) : (
              <TimeChoice
                departures={ofDay}
                destination={destination}
                register={register}
                error={errors.departureId?.message}
              />
            ))}
          {chosen &&
            withTimes &&
            chosen.remaining !== null &&
            hasRoom(chosen, 1) &&
            !hasRoom(chosen, places) && (
              <p className="text-sm">
                {t(
                  'Only {remaining, plural, one {# place left} other {# places left}} at {time}: book fewer places or choose another departure.',
                  { remaining: chosen.remaining, time: chosen.time ?? '' },
                )}
              </p>
            )}
          {groupNote && <p className="text-sm">{groupNote}</p>}
          {cannotBook && date && !aroundDepartures.isPending && (
            <NearestOffers departures={offers} onChoose={chooseDeparture} />
          )}
        </div>
      </div>
      {destination.questions.length > 0 && (
        <fieldset className="flex flex-col gap-4">
          <legend className="mb-1 font-semibold">{t('Before your trip')}</legend>
          {destination.questions.map((question) => (
            <QuestionField
              key={question.id}
              question={question}
              register={register}
              error={errors.answers?.[answerKey(question.id)]?.message}
            />
          ))}
        </fieldset>
      )}
      <div className="sticky -bottom-6 z-10 -mx-6 -mb-6 flex flex-col gap-3 border-t border-base-300 bg-base-100 px-6 pt-3 pb-5">
        <FormAlert message={shownRefusal} />
        <p className="text-sm text-muted" aria-live="polite">
          {t('Travel fee:')}{' '}
          <span className="font-semibold text-base-content">
            {withTickets
              ? total.tickets.length > 0
                ? t('{total} for {tickets}', {
                    total: formatMoney(total.cost, locale),
                    tickets: ticketsSummary(total.tickets, t),
                  })
                : formatMoney(0, locale)
              : tripPriceText(destination.cost, travellers, { t, locale })}
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
