import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { getExternalSiteInformation } from '../../../contract/storefrontCalls';
import { callApi } from '../../api/callApi';
import { clearStoredState } from '../../session/clearStoredState';
import { readEnrollContext, setEnrollContext } from '../../session/enrollContext';
import { storedValue } from '../../session/storedValue';

/** Which partner site sent the visitor (the spec's fromSite). */
export const fromSite = storedValue('fromSite');

const SITE_NAME = /^[A-Za-z0-9-]{1,100}$/;

/**
 * /external?site=…: a visitor sent by a partner site. The site is remembered; a site the store
 * knows (get-external-site-infromation) makes its rep or group the visitor's, then /home opens.
 */
export function ExternalPage() {
  const site = useSearchParams()[0].get('site') ?? '';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(() => {
    let cancelled = false;
    const open = async () => {
      if (SITE_NAME.test(site)) {
        try {
          const found = await callApi(getExternalSiteInformation, { query: { site_name: site } });
          const stored = readEnrollContext();
          const same = stored?.agent_id === found.agent_id && (stored.group_id ?? null) === found.group_id;
          if (!cancelled && !same) {
            // Another rep's or group's store: what was stored for it goes.
            clearStoredState();
            queryClient.clear();
            setEnrollContext({
              eprocess: 'applicant',
              open_type: found.group_id === null ? 'agent' : 'group',
              agent_id: found.agent_id,
              ...(found.group_id === null ? {} : { group_id: found.group_id }),
            });
          }
        } catch {
          // An unknown site still opens the store, as the plain store.
        }
      }
      if (cancelled) return;
      if (/^[A-Za-z0-9.-]{1,100}$/.test(site)) fromSite.write(site);
      void navigate('/home', { replace: true });
    };
    void open();
    return () => {
      cancelled = true;
    };
  }, [site, navigate, queryClient]);
  return <p>Loading…</p>;
}
