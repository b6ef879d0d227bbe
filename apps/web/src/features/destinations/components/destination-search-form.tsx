import { destinationSearchSchema, type DestinationSort } from '@tgde/contracts';
import { type FormEvent, useEffect, useEffectEvent, useState } from 'react';
import { FormField } from '../../../components/ui/form-field';
import { useT, type Translator } from '../../../i18n/i18n-context';
import { type ApplyMode, type DestinationFilters } from '../search-params';

/** How long the text fields wait for the next key before they search by themselves. */
const TYPING_PAUSE_MS = 500;

/** The minimum ratings offered; '' is no minimum. */
const RATING_CHOICES = ['', '3', '4', '4.5'];

/** "4.5+", or "4,5+" on German pages. */
function ratingChoiceLabel(value: string, locale: Translator['locale']): string {
  return `${locale === 'de' ? value.replace('.', ',') : value}+`;
}

function sortChoices(t: Translator['t']): { value: DestinationSort; label: string }[] {
  return [
    { value: 'name', label: t('Name A–Z') },
    { value: 'price', label: t('Price: low to high') },
    { value: 'price-desc', label: t('Price: high to low') },
    { value: 'rating', label: t('Rating: best first') },
  ];
}

/** What the text fields hold, as typed. */
interface Draft {
  q: string;
  minCost: string;
  maxCost: string;
}

/** A price as the page writes it: 400.5, or 400,5 with the German decimal comma. */
function priceText(price: number | undefined, locale: Translator['locale']): string {
  if (price === undefined) return '';
  return locale === 'de' ? String(price).replace('.', ',') : String(price);
}

function draftOf(filters: DestinationFilters, locale: Translator['locale']): Draft {
  return {
    q: filters.q ?? '',
    minCost: priceText(filters.minCost, locale),
    maxCost: priceText(filters.maxCost, locale),
  };
}

/**
 * The text fields read by the contract: their values, or the contract's sentence per field. Prices
 * are read with a decimal point or a decimal comma (readPriceText of @tgde/contracts).
 */
function readDraft(
  draft: Draft,
):
  | { ok: true; values: Pick<DestinationFilters, 'q' | 'minCost' | 'maxCost'> }
  | { ok: false; errors: Partial<Record<keyof Draft, string>> } {
  // An empty box means "no filter", not 0.
  const filled = Object.fromEntries(Object.entries(draft).filter(([, value]) => value.trim() !== ''));
  const result = destinationSearchSchema.safeParse(filled);
  if (result.success) {
    const { q, minCost, maxCost } = result.data;
    return {
      ok: true,
      values: {
        ...(q ? { q } : {}),
        ...(minCost !== undefined ? { minCost } : {}),
        ...(maxCost !== undefined ? { maxCost } : {}),
      },
    };
  }
  const errors: Partial<Record<keyof Draft, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    const key: keyof Draft = field === 'q' || field === 'minCost' ? field : 'maxCost';
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}

type TextFilters = Pick<DestinationFilters, 'q' | 'minCost' | 'maxCost'>;

function sameText(a: DestinationFilters, b: TextFilters): boolean {
  return a.q === b.q && a.minCost === b.minCost && a.maxCost === b.maxCost;
}

/**
 * The search box, the price range, the minimum rating and the order. It shows what the address
 * says; the text fields keep what is being typed until it is searched for, and follow the address
 * when it changes otherwise (Back, Clear filters).
 */
export function DestinationSearchForm({
  filters,
  onApply,
}: {
  filters: DestinationFilters;
  onApply: (next: DestinationFilters, mode: ApplyMode) => void;
}) {
  const { t, sentence, locale } = useT();
  const applied = draftOf(filters, locale);
  const appliedKey = JSON.stringify(applied);
  // `sent`: the text this form last searched for, until the address shows it.
  const [draft, setDraft] = useState<Draft & { key: string; sent: TextFilters | null }>({
    key: appliedKey,
    ...applied,
    sent: null,
  });
  const read = readDraft({ q: draft.q, minCost: draft.minCost, maxCost: draft.maxCost });
  if (draft.key !== appliedKey) {
    // The address changed. What is being typed stays when it already says the same ("castle "
    // while "castle" was searched), or when the address now shows what this form sent: keys
    // pressed while that search was on its way ("heide" while "heid" was sent) are not lost.
    // Anything else (Back, Clear filters) shows the address's search.
    const ours = draft.sent !== null && sameText(filters, draft.sent);
    setDraft(
      (read.ok && sameText(filters, read.values)) || ours
        ? { ...draft, key: appliedKey, sent: null }
        : { key: appliedKey, ...applied, sent: null },
    );
  }
  /** Searches `next`, remembering the text it carries (see `sent`). */
  const apply = (next: DestinationFilters, mode: ApplyMode) => {
    setDraft((now) => ({ ...now, sent: textOf(next) }));
    onApply(next, mode);
  };
  const errors: Partial<Record<keyof Draft, string>> = read.ok ? {} : read.errors;
  const errorOf = (key: keyof Draft) => {
    const message = errors[key];
    return message === undefined ? undefined : sentence(message);
  };
  const pending = read.ok && !sameText(filters, read.values) ? read.values : null;

  const applyTyping = useEffectEvent(() => {
    if (pending) apply({ ...withoutText(filters), ...pending, page: 1 }, 'typing');
  });
  const pendingKey = pending ? JSON.stringify(pending) : null;
  useEffect(() => {
    if (pendingKey === null) return;
    const timer = setTimeout(applyTyping, TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [pendingKey]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!read.ok) {
      const firstBad = (['q', 'minCost', 'maxCost'] as const).find((key) => read.errors[key]);
      if (firstBad) event.currentTarget.querySelector<HTMLElement>(`[name="${firstBad}"]`)?.focus();
      return;
    }
    apply({ ...withoutText(filters), ...read.values, page: 1 }, 'submit');
  };

  /** A select's new value, searched at once with whatever valid text is typed. */
  const choose = (change: Pick<DestinationFilters, 'minRating' | 'sort'>) => {
    const text = read.ok ? read.values : textOf(filters);
    apply({ ...withoutText(filters), ...text, ...change, page: 1 }, 'choice');
  };

  const setField = (key: keyof Draft) => (value: string) => setDraft((now) => ({ ...now, [key]: value }));
  const minRating = filters.minRating === undefined ? '' : String(filters.minRating);
  const ratingChoices = (
    RATING_CHOICES.includes(minRating) ? RATING_CHOICES : [...RATING_CHOICES, minRating]
  ).map((value) => ({ value, label: value === '' ? t('Any') : ratingChoiceLabel(value, locale) }));
  const sortChoiceList = sortChoices(t);

  return (
    <form
      role="search"
      aria-label={t('Destination search')}
      noValidate
      onSubmit={submit}
      className="grid grid-cols-2 items-start gap-4 rounded-box bg-base-200 p-4 sm:p-5 lg:grid-cols-12"
    >
      <FormField
        label={t('Search destinations')}
        error={errorOf('q')}
        className="col-span-2 min-w-0 lg:col-span-4"
      >
        {(control) => (
          <div className="join w-full">
            <input
              {...control}
              name="q"
              type="search"
              value={draft.q}
              onChange={(event) => setField('q')(event.target.value)}
              placeholder={t('Castle, Lübeck, river…')}
              autoComplete="off"
              enterKeyHint="search"
              className="input join-item w-full min-w-0 aria-invalid:input-error"
            />
            <button type="submit" className="btn btn-primary join-item">
              {t('Search')}
            </button>
          </div>
        )}
      </FormField>
      <PriceField
        label={t('Min price ($)')}
        name="minCost"
        value={draft.minCost}
        error={errorOf('minCost')}
        onChange={setField('minCost')}
      />
      <PriceField
        label={t('Max price ($)')}
        name="maxCost"
        value={draft.maxCost}
        error={errorOf('maxCost')}
        onChange={setField('maxCost')}
      />
      <FormField label={t('Minimum rating')} className="col-span-2 min-w-0 sm:col-span-1 lg:col-span-2">
        {(control) => (
          <select
            {...control}
            name="minRating"
            value={minRating}
            onChange={(event) =>
              choose({ minRating: event.target.value === '' ? undefined : Number(event.target.value) })
            }
            className="select w-full"
          >
            {ratingChoices.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label={t('Sort by')} className="col-span-2 min-w-0 sm:col-span-1 lg:col-span-2">
        {(control) => (
          <select
            {...control}
            name="sort"
            value={filters.sort ?? ''}
            onChange={(event) =>
              choose({ sort: sortChoiceList.find((choice) => choice.value === event.target.value)?.value })
            }
            className="select w-full"
          >
            <option value="">{filters.q ? t('Best match') : t('Catalogue order')}</option>
            {sortChoiceList.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        )}
      </FormField>
    </form>
  );
}

function PriceField({
  label,
  name,
  value,
  error,
  onChange,
}: {
  label: string;
  name: 'minCost' | 'maxCost';
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <FormField label={label} error={error} className="min-w-0 lg:col-span-2">
      {(control) => (
        // Text, not type="number": Chromium's number box reads "400,50" as 40050, taking the
        // German decimal comma for a thousands separator; the contract reads either mark.
        <input
          {...control}
          name={name}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className="input w-full aria-invalid:input-error"
        />
      )}
    </FormField>
  );
}

function textOf(filters: DestinationFilters): TextFilters {
  return {
    ...(filters.q ? { q: filters.q } : {}),
    ...(filters.minCost !== undefined ? { minCost: filters.minCost } : {}),
    ...(filters.maxCost !== undefined ? { maxCost: filters.maxCost } : {}),
  };
}

function withoutText(filters: DestinationFilters): DestinationFilters {
  const { q: _q, minCost: _min, maxCost: _max, ...rest } = filters;
  return rest;
}
