import { useT } from '../../../i18n/i18n-context';

/** "or" between the e-mail form and the Google button. */
export function AuthDivider() {
  const { t } = useT();
  return <div className="divider my-0 text-sm text-muted">{t('or')}</div>;
}
