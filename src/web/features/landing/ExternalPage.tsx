import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { storedValue } from '../../session/storedValue';

/** Which partner site sent the visitor (the spec's fromSite). */
export const fromSite = storedValue('fromSite');

/** /external?site=…: a visitor sent by a partner site; the site is remembered and /home opens. */
export function ExternalPage() {
  const site = useSearchParams()[0].get('site') ?? '';
  const navigate = useNavigate();
  useEffect(() => {
    if (/^[A-Za-z0-9.-]{1,100}$/.test(site)) fromSite.write(site);
    void navigate('/home', { replace: true });
  }, [site, navigate]);
  return <p>Loading…</p>;
}
