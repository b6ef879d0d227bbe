import { dateFormat, MAX_START_TIMES } from '@tgde/contracts';
import { useId, useRef } from 'react';
import {
  Controller,
  useFieldArray,
  type Control,
  type FieldErrors,
  type UseFormRegister,
} from 'react-hook-form';
import { FormField } from '../../../components/ui/form-field';
import { useT } from '../../../i18n/i18n-context';
import { type DestinationFormInput, type DestinationFormValues } from '../destination-form-schema';

/** What the form's field groups need of the form. */
export interface FormParts {
  control: Control<DestinationFormInput, unknown, DestinationFormValues>;
  register: UseFormRegister<DestinationFormInput>;
  errors: FieldErrors<DestinationFormInput>;
}

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** A weekday's name in the page's language: 1 Monday … 7 Sunday (1 January 2024 was a Monday). */
function weekdayName(day: number, intlLocale: string, width: 'short' | 'long'): string {
  return dateFormat(intlLocale, { weekday: width, timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, day)));
}

/** The weekdays of one start time, as a group of checkboxes (the list of ticked days is the value). */
function WeekdayBoxes({ control, index }: { control: FormParts['control']; index: number }) {
  const { t, sentence, intlLocale } = useT();
  const errorId = useId();
  return (
    <Controller
      control={control}
      name={`startTimes.${index}.weekdays`}
      render={({ field, fieldState }) => (
        <fieldset className="min-w-0" aria-describedby={fieldState.error ? errorId : undefined}>
          <legend className="text-sm font-medium">{t('Weekdays')}</legend>
          <div className="mt-1.5 flex flex-wrap gap-x-4 gap-y-2">
            {WEEKDAYS.map((day) => (
              <label key={day} className="flex cursor-pointer items-center gap-1.5 text-sm">
                <input
                  type="checkbox"
                  className="checkbox checkbox-sm rounded-sm checkbox-primary"
                  ref={day === 1 ? field.ref : undefined}
                  checked={field.value.includes(day)}
                  onBlur={field.onBlur}
                  onChange={(event) =>
                    field.onChange(
                      event.target.checked
                        ? [...field.value, day].sort()
                        : field.value.filter((ticked) => ticked !== day),
                    )
                  }
                />
                <span aria-hidden="true">{weekdayName(day, intlLocale, 'short')}</span>
                <span className="sr-only">{weekdayName(day, intlLocale, 'long')}</span>
              </label>
            ))}
          </div>
          {fieldState.error?.message && (
            <p id={errorId} className="mt-1.5 text-sm text-error">
              {sentence(fieldState.error.message)}
            </p>
          )}
        </fieldset>
      )}
    />
  );
}

/**
 * The destination's timetable: lines of weekdays and a time, each a departure on those days at that
 * time (German time). No line: one departure a day, as places per day always were.
 */
export function StartTimesFields({ control, register, errors }: FormParts) {
  const { t, sentence } = useT();
  const hintId = useId();
  const addRef = useRef<HTMLButtonElement>(null);
  const { fields, append, remove } = useFieldArray({ control, name: 'startTimes' });
  const listError = errors.startTimes?.root?.message ?? errors.startTimes?.message;
  return (
    <fieldset className="min-w-0" aria-describedby={hintId}>
      <legend className="text-sm font-medium">{t('Start times')}</legend>
      <div id={hintId} className="mt-1 flex flex-col gap-1 text-xs text-muted">
        <p>
          {t(
            'Without start times the destination has one departure a day. Each line adds a departure at its time (German time) on the weekdays ticked.',
          )}
        </p>
        <p role="note">
          {t(
            'Changing start times never moves or drops existing bookings: a departure that has bookings stays until it has none.',
          )}
        </p>
      </div>
      {fields.length > 0 && (
        <ol className="mt-3 flex flex-col gap-3">
          {fields.map((line, index) => (
            <li key={line.id} className="rounded-box border border-base-300 p-3 sm:p-4">
              <fieldset className="flex min-w-0 flex-col gap-3">
                <legend className="text-sm font-semibold">
                  {t('Start time {number}', { number: index + 1 })}
                </legend>
                <WeekdayBoxes control={control} index={index} />
                <div className="flex flex-wrap items-end gap-3">
                  <FormField
                    label={t('Time')}
                    error={errors.startTimes?.[index]?.time?.message}
                    className="w-40"
                  >
                    {(field) => (
                      <input
                        {...field}
                        {...register(`startTimes.${index}.time`)}
                        type="time"
                        className="input w-full aria-invalid:input-error"
                      />
                    )}
                  </FormField>
                  <button
                    type="button"
                    className="btn btn-ghost btn-sm text-error"
                    onClick={() => {
                      remove(index);
                      addRef.current?.focus();
                    }}
                  >
                    {t('Remove')}
                    <span className="sr-only">: {t('Start time {number}', { number: index + 1 })}</span>
                  </button>
                </div>
              </fieldset>
            </li>
          ))}
        </ol>
      )}
      {listError && <p className="mt-2 text-sm text-error">{sentence(listError)}</p>}
      <button
        ref={addRef}
        type="button"
        className="btn btn-outline btn-sm mt-3"
        disabled={fields.length >= MAX_START_TIMES}
        onClick={() =>
          append(
            { weekdays: [...WEEKDAYS], time: '' },
            { shouldFocus: true, focusName: `startTimes.${fields.length}.time` },
          )
        }
      >
        {t('Add a start time')}
      </button>
    </fieldset>
  );
}
