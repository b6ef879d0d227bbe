import { format, isValid, parseISO, type Locale as DateLocale } from 'date-fns';
import { useId, useMemo, useState, type ReactNode, type Ref } from 'react';
import { DayButton, DayPicker, type DayButtonProps, type Modifiers } from 'react-day-picker';
import { de } from 'react-day-picker/locale/de';
import 'react-day-picker/style.css';
import { useT } from '../../i18n/i18n-context';
import './date-picker-field.css';

/** What the calendar says about one day besides its date. */
export interface CalendarDayNote {
  /** The day cannot be picked in the calendar (sold out, say). */
  unavailable: boolean;
  /** Added to the day's accessible name: "sold out", "3 places left". */
  note: string;
  /** Drawn small under the day's number ("3 left"); screen readers hear `note` instead. */
  badge?: string;
}

/** ISO 'YYYY-MM-DD' → local midnight of that day, or undefined. */
function toDay(iso: string): Date | undefined {
  const date = parseISO(iso);
  return iso && isValid(date) ? date : undefined;
}

const toIso = (day: Date) => format(day, 'yyyy-MM-dd');

/** The words of a day button's name in the page's language, and how its date is written. */
export interface DayLabelWords {
  today: string;
  selected: string;
  /** A date-fns pattern that writes the day's number as a word of its own. */
  pattern: string;
  locale?: DateLocale;
}

const ENGLISH_DAY_WORDS: DayLabelWords = {
  today: 'Today',
  selected: 'selected',
  pattern: 'EEEE, MMMM d, yyyy',
};

/**
 * A day button's accessible name: the date with the day's number as a word of its own ("Monday,
 * July 6, 2026", "Montag, 6. Juli 2026", not the library's "July 6th"), so that what is seen on the
 * button is part of what is heard; then today, selected and the caller's note.
 */
export function dayButtonLabel(
  day: Date,
  modifiers: Partial<Modifiers>,
  note?: string,
  words: DayLabelWords = ENGLISH_DAY_WORDS,
): string {
  return [
    modifiers.today ? words.today : null,
    format(day, words.pattern, words.locale ? { locale: words.locale } : undefined),
    modifiers.selected ? words.selected : null,
    note ?? null,
  ]
    .filter(Boolean)
    .join(', ');
}

/** The day as a button, with its badge ("3 left") drawn by CSS so that it adds nothing to its name. */
function NotedDayButton({
  notes,
  ...props
}: DayButtonProps & { notes: ReadonlyMap<string, CalendarDayNote> }) {
  const badge = notes.get(props.day.isoDate)?.badge;
  return <DayButton {...props} data-badge={badge} />;
}

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
  days,
  onMonthChange,
  note,
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
  /** Days with something to say, by ISO date; unavailable ones cannot be picked in the calendar. */
  days?: ReadonlyMap<string, CalendarDayNote>;
  /** The month shown changed: its first day, ISO. */
  onMonthChange?: (firstDay: string) => void;
  /** Said under the calendar, and announced when it changes (the chosen day's places, say). */
  note?: ReactNode;
}) {
  const { t, locale } = useT();
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const selected = toDay(value);
  const first = toDay(min);
  const last = toDay(max);
  const [month, setShownMonth] = useState<Date>(() => selected ?? first ?? new Date());
  const setMonth = (next: Date) => {
    setShownMonth(next);
    onMonthChange?.(format(next, 'yyyy-MM-01'));
  };
  const notes = useMemo(() => days ?? new Map<string, CalendarDayNote>(), [days]);
  const unavailable = useMemo(
    () => [...notes].filter(([, day]) => day.unavailable).flatMap(([iso]) => toDay(iso) ?? []),
    [notes],
  );
  // German pages: German month and day names, and German words in each day's name.
  const words: DayLabelWords =
    locale === 'de'
      ? { today: t('Today'), selected: t('selected'), pattern: 'EEEE, d. MMMM yyyy', locale: de }
      : ENGLISH_DAY_WORDS;
  const components = useMemo(
    () => ({ DayButton: (props: DayButtonProps) => <NotedDayButton {...props} notes={notes} /> }),
    [notes],
  );

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
        {t('Type the date or pick it in the calendar below.')}
      </p>
      <DayPicker
        mode="single"
        aria-label={t('{label}: calendar', { label })}
        selected={selected}
        onSelect={(day) => {
          if (day) onChange(toIso(day));
        }}
        month={month}
        onMonthChange={setMonth}
        startMonth={first}
        endMonth={last}
        disabled={[...(first ? [{ before: first }] : []), ...(last ? [{ after: last }] : []), ...unavailable]}
        modifiers={{ unavailable }}
        modifiersClassNames={{ unavailable: 'calendar-unavailable' }}
        labels={{
          labelDayButton: (day, modifiers) =>
            dayButtonLabel(day, modifiers, notes.get(toIso(day))?.note, words),
        }}
        locale={locale === 'de' ? de : undefined}
        components={components}
        weekStartsOn={1}
        // Our theme's colours, and days a little narrower so that a month fits a 375 px phone; the
        // cells are taller than their buttons to leave room for a day's badge under its ring. The
        // `!` outranks react-day-picker's own values, whose style sheet loads after ours.
        className="self-center [--rdp-accent-background-color:var(--color-base-200)]! [--rdp-accent-color:var(--color-primary)]! [--rdp-day-height:50px]! [--rdp-day-width:40px]! [--rdp-day_button-height:38px]! [--rdp-day_button-width:38px]!"
      />
      {note !== undefined && (
        <div aria-live="polite" className="text-sm">
          {note}
        </div>
      )}
      {error && (
        <p id={errorId} className="text-sm text-error">
          {error}
        </p>
      )}
    </div>
  );
}
