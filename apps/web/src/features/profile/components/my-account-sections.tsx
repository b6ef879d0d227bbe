import { type Locale, type MySession } from '@tgde/contracts';
import { format, parseISO } from 'date-fns';
import { Button } from '../../../components/ui/button';
import { QueryState } from '../../../components/ui/query-state';
import { useT, type Translator } from '../../../i18n/i18n-context';
import { errorMessage } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { useDownloadMyData, useEndSession, useMySessions } from '../api/my-account';

/** A moment of a device's use: "Jan 5, 2026, 3:04 PM", in German "05.01.2026, 15:04". */
function when(iso: string, locale: Locale, intlLocale: string): string {
  if (locale === 'en') return format(parseISO(iso), 'PP, p');
  return new Intl.DateTimeFormat(intlLocale, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(parseISO(iso));
}

/**
 * The API names a device in English, from its user agent ("Chrome on Linux", "Another program"):
 * the same name in the page's language.
 */
function deviceName(browser: string, { t, sentence }: Pick<Translator, 't' | 'sentence'>): string {
  const parts = /^(\S+) on (\S+)$/.exec(browser);
  return parts ? t('{browser} on {system}', { browser: parts[1], system: parts[2] }) : sentence(browser);
}

/** Where the traveller is signed in, and a way to sign out a device they no longer use. */
export function SignedInDevices() {
  const { t } = useT();
  const sessions = useMySessions();
  return (
    <section aria-labelledby="devices-heading" className="card bg-base-100 shadow-md ring-1 ring-base-300">
      <div className="card-body gap-4 p-6 sm:p-8">
        <h2 id="devices-heading" className="text-xl font-bold">
          {t('Signed-in devices')}
        </h2>
        <p className="text-muted">
          {t('Where your account is signed in. Sign out a device you no longer use or do not recognise.')}
        </p>
        <QueryState
          query={sessions}
          loading={t('Loading your devices')}
          failure={t('We could not load your devices')}
        >
          {(devices) => (
            <ul className="flex flex-col divide-y divide-base-300">
              {devices.map((device) => (
                <Device key={device._id} device={device} />
              ))}
            </ul>
          )}
        </QueryState>
      </div>
    </section>
  );
}

function Device({ device }: { device: MySession }) {
  const { t, sentence, locale, intlLocale } = useT();
  const end = useEndSession();
  const browser = deviceName(device.browser, { t, sentence });
  const signOut = () =>
    end.mutate(device._id, {
      onSuccess: () => notify.success(t('The device is signed out.')),
      onError: (error) => notify.error(errorMessage(error, t('We could not sign that device out.'))),
    });
  const lastUsed = when(device.lastUsedAt, locale, intlLocale);
  const signedIn = when(device.signedInAt, locale, intlLocale);
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-semibold">
          {browser}
          {device.current && <span className="ml-2 badge badge-sm badge-success">{t('This device')}</span>}
        </p>
        <p className="text-sm break-words text-muted">
          {device.ipAddress
            ? t('Last used {lastUsed} from {ip} · signed in {signedIn}', {
                lastUsed,
                ip: device.ipAddress,
                signedIn,
              })
            : t('Last used {lastUsed} · signed in {signedIn}', { lastUsed, signedIn })}
        </p>
      </div>
      {!device.current && (
        <Button
          type="button"
          className="btn-outline btn-sm"
          onClick={signOut}
          loading={end.isPending}
          aria-label={t('Sign out {browser}, last used {lastUsed}', { browser, lastUsed })}
        >
          {t('Sign out')}
        </Button>
      )}
    </li>
  );
}

/** The traveller's right to a copy of their data (GDPR access and portability). */
export function MyData() {
  const { t } = useT();
  const download = useDownloadMyData();
  const start = () =>
    download.mutate(undefined, {
      onError: (error) => notify.error(errorMessage(error, t('We could not put your data together.'))),
    });
  return (
    <section aria-labelledby="data-heading" className="card bg-base-100 shadow-md ring-1 ring-base-300">
      <div className="card-body gap-4 p-6 sm:p-8">
        <h2 id="data-heading" className="text-xl font-bold">
          {t('Your data')}
        </h2>
        <p className="text-muted">
          {t(
            'One file with everything we keep about you: your profile, bookings and payments, reviews, photos, the messages you sent us and your signed-in devices.',
          )}
        </p>
        <div>
          <Button type="button" className="btn-outline" onClick={start} loading={download.isPending}>
            {download.isPending ? t('Preparing your data…') : t('Download my data')}
          </Button>
        </div>
      </div>
    </section>
  );
}
