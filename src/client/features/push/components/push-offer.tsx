import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { usePhoneNotifications } from '../use-phone-notifications';
import { PushOptInView } from './push-opt-in';

/**
 * The opt-in from the bell (docs/product.md "Notifications"): on the notifications screen, a
 * panel offering phone notifications while this browser has them off (or blocked). Once shown it
 * stays for the visit, so turning it on reads "On" rather than vanishing. Nothing when push is off
 * on the server, or already on here.
 */
export function PushOffer() {
  const { t } = useLingui();
  const phone = usePhoneNotifications();
  const [offered, setOffered] = useState(false);
  const wantsOffer = phone.state === 'off' || phone.state === 'blocked';
  useEffect(() => {
    if (wantsOffer) setOffered(true);
  }, [wantsOffer]);
  if (!offered && !wantsOffer) return null;
  return (
    <section aria-label={t`Phone notifications`} className="rounded-lg border bg-card p-4">
      <PushOptInView phone={phone} />
    </section>
  );
}
