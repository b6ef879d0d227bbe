import { type MySession } from '@tgde/contracts';
import { format, parseISO } from 'date-fns';
import { Button } from '../../../components/ui/button';
import { QueryState } from '../../../components/ui/query-state';
import { errorMessage } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { useDownloadMyData, useEndSession, useMySessions } from '../api/my-account';

const when = (iso: string) => format(parseISO(iso), 'PP, p');

/** Where the traveller is signed in, and a way to sign out a device they no longer use. */
export function SignedInDevices() {
  const sessions = useMySessions();
  return (
    <section aria-labelledby="devices-heading" className="card bg-base-100 shadow-md ring-1 ring-base-300">
      <div className="card-body gap-4 p-6 sm:p-8">
        <h2 id="devices-heading" className="text-xl font-bold">
          Signed-in devices
        </h2>
        <p className="text-muted">
          Where your account is signed in. Sign out a device you no longer use or do not recognise.
        </p>
        <QueryState query={sessions} loading="Loading your devices" failure="We could not load your devices">
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
  const end = useEndSession();
  const signOut = () =>
    end.mutate(device._id, {
      onSuccess: () => notify.success('The device is signed out.'),
      onError: (error) => notify.error(errorMessage(error, 'We could not sign that device out.')),
    });
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-semibold">
          {device.browser}
          {device.current && <span className="ml-2 badge badge-sm badge-success">This device</span>}
        </p>
        <p className="text-sm break-words text-muted">
          Last used {when(device.lastUsedAt)}
          {device.ipAddress ? ` from ${device.ipAddress}` : ''} · signed in {when(device.signedInAt)}
        </p>
      </div>
      {!device.current && (
        <Button
          type="button"
          className="btn-outline btn-sm"
          onClick={signOut}
          loading={end.isPending}
          aria-label={`Sign out ${device.browser}, last used ${when(device.lastUsedAt)}`}
        >
          Sign out
        </Button>
      )}
    </li>
  );
}

/** The traveller's right to a copy of their data (GDPR access and portability). */
export function MyData() {
  const download = useDownloadMyData();
  const start = () =>
    download.mutate(undefined, {
      onError: (error) => notify.error(errorMessage(error, 'We could not put your data together.')),
    });
  return (
    <section aria-labelledby="data-heading" className="card bg-base-100 shadow-md ring-1 ring-base-300">
      <div className="card-body gap-4 p-6 sm:p-8">
        <h2 id="data-heading" className="text-xl font-bold">
          Your data
        </h2>
        <p className="text-muted">
          One file with everything we keep about you: your profile, bookings and payments, reviews, photos,
          the messages you sent us and your signed-in devices.
        </p>
        <div>
          <Button type="button" className="btn-outline" onClick={start} loading={download.isPending}>
            {download.isPending ? 'Preparing your data…' : 'Download my data'}
          </Button>
        </div>
      </div>
    </section>
  );
}
