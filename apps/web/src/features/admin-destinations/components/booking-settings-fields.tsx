import { MAX_QUESTIONS, type QuestionKind } from '@tgde/contracts';
import { useId, useRef } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { LazyLocationPreview } from '../../../components/germany-map/lazy-location-preview';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { FormField } from '../../../components/ui/form-field';
import { useT, type Translator } from '../../../i18n/i18n-context';
import { locationPoint, otherCategories, type OtherCategory } from '../destination-form-schema';
import { newQuestionInput } from '../destination-form-values';
import { NumberTextInput } from './number-text-input';
import { type FormParts } from './start-times-fields';

/** A ticket category's name on the form. */
export function categoryName(category: OtherCategory, t: Translator['t']): string {
  switch (category) {
    case 'child':
      return t('Child');
    case 'youth':
      return t('Youth');
    case 'senior':
      return t('Senior');
    case 'student':
      return t('Student');
    case 'family':
      return t('Family');
  }
}

/** One price line a category besides adult: a price sells it, an empty one does not. */
export function TicketPricesFields({ register, errors }: Omit<FormParts, 'control'>) {
  const { t } = useT();
  const hintId = useId();
  return (
    <fieldset className="min-w-0" aria-describedby={hintId}>
      <legend className="text-sm font-medium">{t('Ticket prices')}</legend>
      <p id={hintId} className="mt-1 text-xs text-muted">
        {t(
          'Adults pay the cost above. Give a price in US dollars to sell another ticket too, or leave it empty. Places per ticket: how many places one ticket takes (a family ticket, say, 4).',
        )}
      </p>
      <div className="mt-3 flex flex-col gap-3">
        {otherCategories.map((category, index) => (
          <fieldset key={category} className="min-w-0">
            <legend className="text-sm font-semibold">{categoryName(category, t)}</legend>
            <div className="mt-1.5 grid grid-cols-2 items-start gap-3 sm:max-w-md">
              <FormField label={t('Price (US$)')} error={errors.prices?.[index]?.cost?.message}>
                {(field) => (
                  <input
                    {...field}
                    {...register(`prices.${index}.cost`)}
                    inputMode="decimal"
                    autoComplete="off"
                    className="input w-full aria-invalid:input-error"
                  />
                )}
              </FormField>
              <FormField label={t('Places per ticket')} error={errors.prices?.[index]?.places?.message}>
                {(field) => (
                  <input
                    {...field}
                    {...register(`prices.${index}.places`)}
                    inputMode="numeric"
                    autoComplete="off"
                    className="input w-full aria-invalid:input-error"
                  />
                )}
              </FormField>
            </div>
          </fieldset>
        ))}
      </div>
    </fieldset>
  );
}

function kindName(kind: QuestionKind, t: Translator['t']): string {
  switch (kind) {
    case 'text':
      return t('Text');
    case 'choice':
      return t('One of several options');
    case 'yes-no':
      return t('Yes or no');
  }
}

/** One booking question: its words in both languages, the kind of answer, and a choice's options. */
function QuestionLine({
  control,
  register,
  errors,
  index,
  onRemove,
}: FormParts & { index: number; onRemove: () => void }) {
  const { t } = useT();
  const kind = useWatch({ control, name: `questions.${index}.kind` });
  const questionErrors = errors.questions?.[index];
  const number = index + 1;
  return (
    <fieldset className="flex min-w-0 flex-col gap-3">
      <legend className="text-sm font-semibold">{t('Question {number}', { number })}</legend>
      <FormField label={t('Question')} error={questionErrors?.label?.message}>
        {(field) => (
          <input
            {...field}
            {...register(`questions.${index}.label`)}
            autoComplete="off"
            className="input w-full aria-invalid:input-error"
          />
        )}
      </FormField>
      <FormField
        label={t('Question (German)')}
        hint={t('Optional. Where it is empty, German pages ask in English.')}
        error={questionErrors?.labelDe?.message}
      >
        {(field) => (
          <input
            {...field}
            {...register(`questions.${index}.labelDe`)}
            lang="de"
            autoComplete="off"
            className="input w-full aria-invalid:input-error"
          />
        )}
      </FormField>
      <FormField label={t('Kind of answer')}>
        {(field) => (
          <select {...field} {...register(`questions.${index}.kind`)} className="select w-full sm:w-64">
            {(['text', 'choice', 'yes-no'] as const).map((value) => (
              <option key={value} value={value}>
                {kindName(value, t)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {kind === 'choice' && (
        <FormField
          label={t('Options')}
          hint={t('One option a line, at least two.')}
          error={questionErrors?.options?.message ?? questionErrors?.options?.root?.message}
        >
          {(field) => (
            <textarea
              {...field}
              {...register(`questions.${index}.options`)}
              rows={3}
              className="textarea w-full aria-invalid:textarea-error"
            />
          )}
        </FormField>
      )}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <CheckboxField label={t('An answer is required')} {...register(`questions.${index}.required`)} />
        <button type="button" className="btn btn-ghost btn-sm text-error" onClick={onRemove}>
          {t('Remove')}
          <span className="sr-only">: {t('Question {number}', { number })}</span>
        </button>
      </div>
    </fieldset>
  );
}

/** What travellers are asked when they book (a dietary need, a size): added and removed here. */
export function BookingQuestionsFields({ control, register, errors }: FormParts) {
  const { t } = useT();
  const hintId = useId();
  const addRef = useRef<HTMLButtonElement>(null);
  // `key`: the lines' own `id` is the question's id, which must stay as stored.
  const { fields, append, remove } = useFieldArray({ control, name: 'questions', keyName: 'key' });
  return (
    <fieldset className="min-w-0" aria-describedby={hintId}>
      <legend className="text-sm font-medium">{t('Booking questions')}</legend>
      <p id={hintId} className="mt-1 text-xs text-muted">
        {t('Optional. Travellers answer them when they book; you see the answers with the booking.')}
      </p>
      {fields.length > 0 && (
        <ol className="mt-3 flex flex-col gap-3">
          {fields.map((question, index) => (
            <li key={question.key} className="rounded-box border border-base-300 p-3 sm:p-4">
              <QuestionLine
                control={control}
                register={register}
                errors={errors}
                index={index}
                onRemove={() => {
                  remove(index);
                  addRef.current?.focus();
                }}
              />
            </li>
          ))}
        </ol>
      )}
      <button
        ref={addRef}
        type="button"
        className="btn btn-outline btn-sm mt-3"
        disabled={fields.length >= MAX_QUESTIONS}
        onClick={() =>
          append(newQuestionInput(), { shouldFocus: true, focusName: `questions.${fields.length}.label` })
        }
      >
        {t('Add a question')}
      </button>
    </fieldset>
  );
}

/** When booking closes, the minimum group and when it is decided. */
export function BookingRulesFields({ register, errors }: Omit<FormParts, 'control'>) {
  const { t } = useT();
  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-medium">{t('Booking rules')}</legend>
      <div className="mt-3 grid gap-4 sm:grid-cols-3">
        <NumberTextInput
          label={t('Booking cutoff (minutes)')}
          hint={t('Booking closes this long before a departure starts: 120 is two hours.')}
          error={errors.cutoffMinutes?.message}
          registration={register('cutoffMinutes')}
          inputMode="numeric"
        />
        <NumberTextInput
          label={t('Minimum group')}
          hint={t('The fewest travellers a departure needs. Leave it empty for none.')}
          error={errors.minTravellers?.message}
          registration={register('minTravellers')}
          inputMode="numeric"
        />
        <NumberTextInput
          label={t('Decide hours before start')}
          hint={t(
            'Then a departure short of its minimum group is cancelled and refunded; otherwise it is guaranteed.',
          )}
          error={errors.decideHours?.message}
          registration={register('decideHours')}
          inputMode="numeric"
        />
      </div>
    </fieldset>
  );
}

/** Where travellers meet, with an optional pin for the map. */
export function MeetingPointFields({ control, register, errors }: FormParts) {
  const { t } = useT();
  const hintId = useId();
  const pointErrors = errors.meetingPoint;
  const typed = useWatch({ control, name: 'meetingPoint' });
  return (
    <fieldset className="min-w-0" aria-describedby={hintId}>
      <legend className="text-sm font-medium">{t('Meeting point (optional)')}</legend>
      <p id={hintId} className="mt-1 text-xs text-muted">
        {t(
          'Where travellers meet the guide. The pin is optional: both coordinates in decimal degrees, as a map app shows them.',
        )}
      </p>
      <div className="mt-3 flex flex-col gap-4">
        <FormField label={t('Meeting address')} error={pointErrors?.address?.message}>
          {(field) => (
            <input
              {...field}
              {...register('meetingPoint.address')}
              autoComplete="off"
              className="input w-full aria-invalid:input-error"
            />
          )}
        </FormField>
        <div className="flex items-start gap-4">
          <div className="grid min-w-0 flex-1 gap-4 sm:grid-cols-2">
            <NumberTextInput
              label={t('Pin: degrees north')}
              hint={t('Such as 52.5163.')}
              error={pointErrors?.latitude?.message}
              registration={register('meetingPoint.latitude')}
            />
            <NumberTextInput
              label={t('Pin: degrees east')}
              hint={t('Such as 13.3777.')}
              error={pointErrors?.longitude?.message}
              registration={register('meetingPoint.longitude')}
            />
          </div>
          <LazyLocationPreview
            point={locationPoint(typed)}
            emptyNote={t('The meeting point’s pin shows here.')}
            className="w-20 shrink-0 sm:w-24"
          />
        </div>
      </div>
    </fieldset>
  );
}
