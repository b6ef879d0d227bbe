import { type Translator } from '../i18n/i18n-context';

/**
 * "Destination" naming one destination: the booking form's field, the line above a destination's
 * name, a choice of one destination, a table column with one destination a row, an activity entry's
 * fact. The catalogue's plain 'Destination' is the page's name, in German the plural "Reiseziele";
 * this message needs an id of its own to be "Reiseziel". Messages have no context, so the id carries
 * an empty select that adds nothing to either language.
 */
export function oneDestinationLabel(t: Translator['t']): string {
  return t('Destination{kind, select, other {}}', { kind: 'one' });
}
