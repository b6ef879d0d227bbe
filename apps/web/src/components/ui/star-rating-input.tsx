import { useId, type Ref } from 'react';
import { useT } from '../../i18n/i18n-context';
import { english, type Translate } from '../../lib/translate';
import { STAR_PATH } from './star-rating';

const MAX = 5;

/** "0 stars", "1 star", "3 stars": the name of each choice. */
export function starsLabel(n: number, t: Translate = english): string {
  return t('{count, plural, one {# star} other {# stars}}', { count: n });
}

/**
 * A star rating from 0 to 5 as a native radio group: a visible legend, one radio per value named
 * "0 stars" … "5 stars". The browser gives it the keyboard behaviour people expect (Tab into the
 * group, arrow keys to change); a click on a star chooses it. Each radio lies invisibly over its
 * star, so pointer, touch and keyboard all act on the real control.
 */
export function StarRatingInput({
  legend,
  value,
  onChange,
  onBlur,
  name,
  disabled = false,
  error,
  ref,
}: {
  legend: string;
  value: number;
  onChange: (value: number) => void;
  onBlur?: () => void;
  name: string;
  disabled?: boolean;
  error?: string | undefined;
  /** The checked radio, e.g. for react-hook-form to focus it. */
  ref?: Ref<HTMLInputElement>;
}) {
  const { t, sentence } = useT();
  const errorId = useId();
  return (
    <fieldset
      className="flex flex-col gap-1.5"
      disabled={disabled}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="mb-1.5 text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap items-center gap-1">
        {Array.from({ length: MAX + 1 }, (_, n) => (
          <label key={n} className="relative grid size-10 cursor-pointer place-items-center rounded-box">
            <input
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              onBlur={onBlur}
              ref={value === n ? ref : undefined}
              aria-label={starsLabel(n, t)}
              className="peer absolute inset-0 size-full cursor-pointer appearance-none rounded-box focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
            />
            {n === 0 ? (
              <span
                aria-hidden="true"
                className={`pointer-events-none text-sm font-semibold ${value === 0 ? 'text-primary' : 'text-muted'}`}
              >
                0
              </span>
            ) : (
              <svg
                viewBox="0 0 24 24"
                width="30"
                height="30"
                aria-hidden="true"
                className={`pointer-events-none ${n <= value ? 'fill-amber-500 stroke-amber-600' : 'fill-base-300 stroke-base-content/30'}`}
              >
                <path d={STAR_PATH} strokeWidth="1" strokeLinejoin="round" />
              </svg>
            )}
          </label>
        ))}
        <output className="ml-2 text-sm text-muted" aria-hidden="true">
          {starsLabel(value, t)}
        </output>
      </div>
      {error && (
        <p id={errorId} className="text-sm text-error">
          {sentence(error)}
        </p>
      )}
    </fieldset>
  );
}
