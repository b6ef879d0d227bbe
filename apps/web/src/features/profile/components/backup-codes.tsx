import { Button } from '../../../components/ui/button';
import { useT } from '../../../i18n/i18n-context';

/** The backup codes, once, right after two-factor sign-in is turned on. */
export function BackupCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useT();
  return (
    <div className="flex flex-col gap-4">
      <div role="status" className="alert alert-success">
        {t('Two-factor sign-in is on.')}
      </div>
      <p>
        {t(
          'Keep these backup codes somewhere safe, such as a password manager. Each one signs you in once if your phone is not at hand. They are shown only now.',
        )}
      </p>
      <ul className="grid grid-cols-2 gap-2 font-mono sm:grid-cols-3" data-testid="backup-codes">
        {codes.map((code) => (
          <li key={code} className="rounded-box bg-base-200 px-3 py-1 text-center">
            {code}
          </li>
        ))}
      </ul>
      <div>
        <Button type="button" onClick={onDone}>
          {t('I have saved them')}
        </Button>
      </div>
    </div>
  );
}
