import { createI18n, translateText, type SiteInfo } from '@tgde/contracts';
import { compileCatalogues, germanMessages } from '@tgde/contracts/catalogues';
import type { Translate } from '../../lib/translate';

/*
 * What the legal pages' tests write their documents from: an operator's details and settings, and
 * the German page's translator. Imported by tests only.
 */

/** A site's details as GET /api/site-info answers them; `overrides` replace whole fields. */
export const siteInfo = (overrides: Partial<SiteInfo> = {}): SiteInfo => ({
  operator: {
    name: 'Reisen Muster GmbH',
    address: 'Musterstraße 1, 10115 Berlin, Germany',
    email: 'kontakt@example.de',
    phone: '+49 30 1234567',
    vatId: 'DE123456789',
    representative: 'Erika Muster',
    register: 'Amtsgericht Berlin-Charlottenburg HRB 123456 B',
  },
  freeCancellationDays: 2,
  bookingHoldMinutes: 1440,
  contactRetentionDays: 90,
  reminderDays: 1,
  vatRatePercent: 19,
  payments: 'stripe',
  ...overrides,
});

/** The German page's words, as its catalogue has them (the buttons the terms quote, say). */
const germanI18n = createI18n('de', compileCatalogues(germanMessages('web')).de);
export const germanT: Translate = (text, values) => translateText(germanI18n, text, values);
