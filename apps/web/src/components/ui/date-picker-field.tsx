import { format, isValid, parseISO } from 'date-fns';
import { useId, useState, type Ref } from 'react';
import { DayPicker } from 'react-day-picker';
import 'react-day-picker/style.css';

/** ISO 'YYYY-MM-DD' → local midnight of that day, or undefined. */
function toDay(iso: string): Date | undefined {
  const date = parseISO(iso);
  return iso && isValid(date) ? date : undefined;
}

const toIso = (day: Date) => format(day, 'yyyy-MM-dd');

/**
 * A date chosen two ways that always agree: a labelled date input (typed, or the browser's own
 * picker) and a month calendar (react-day-picker) that can be used by mouse or keyboard (Tab to the
 * grid, arrow keys, Enter). Days outside `min`…`max` (ISO dates) cannot be picked in the calendar
 * and are refused by the input's own checks; the form's schema says why when one is typed anyway.
 */
export function DatePickerField({
  label,
  value,
  onChange,
  onBlur,
  min,
  max,
  error,
  inputRef,
  name,
}: {
  label: string;
  /** ISO 'YYYY-MM-DD', or '' for none. */
  value: string;
  onChange: (iso: string) => void;
  onBlur?: () => void;
  min: string;
  max: string;
  error?: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
  name?: string;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const selected = toDay(value);
  const first = toDay(min);
  const last = toDay(max);
  const [month, setMonth] = useState<Date>(() => selected ?? first ?? new Date());

  const pickFromInput = (iso: string) => {
    onChange(iso);
    const day = toDay(iso);
    if (day) setMonth(day);
  };

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        name={name}
        type="date"
        className="input w-full"
        value={value}
        min={min}
        max={max}
        onChange={(event) => pickFromInput(event.target.value)}
        onBlur={onBlur}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
      />
      <p id={hintId} className="text-xs text-muted">
        Type the date or pick it in the calendar below.
      </p>
      <DayPicker
        mode="single"
        aria-label={`${label}: calendar`}
        selected={selected}
        onSelect={(day) => {
          if (day) onChange(toIso(day));
        }}
        month={month}
        onMonthChange={setMonth}
        startMonth={first}
        endMonth={last}
        disabled={[...(first ? [{ before: first }] : []), ...(last ? [{ after: last }] : [])]}
        weekStartsOn={1}
        // Our theme's colours, and days a little smaller so that a month fits a 375 px phone. The
        // `!` outranks react-day-picker's own values, whose style sheet loads after ours.
        className="self-center [--rdp-accent-background-color:var(--color-base-200)]! [--rdp-accent-color:var(--color-primary)]! [--rdp-day-height:40px]! [--rdp-day-width:40px]! [--rdp-day_button-height:38px]! [--rdp-day_button-width:38px]!"
      />
      {error && (
        <p id={errorId} className="text-sm text-error">
          {error}
        </p>
      )}
    </div>
  );
}
