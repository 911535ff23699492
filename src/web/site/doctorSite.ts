import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { getDomainSiteInformation } from '../../contract/siteCalls';
import { DOCTOR_SITE_KIND } from '../../domain/sites';
import { callQuery } from '../api/callQuery';
import { useQuery } from '../api/useQuery';
import { readEnrollContext, setEnrollContext } from '../session/enrollContext';
import { useBranding } from './branding';

/**
 * Whether this host is a doctor-branded site: the site's kind, from the `sites` row of its host (the
 * branding the page shell carries), so any host an operator adds is one, not a fixed name.
 */
export function useIsDoctorSite(): boolean {
  return useBranding()?.site_kind === DOCTOR_SITE_KIND;
}

/**
 * On the doctor-branded host, the site's group and rep come from its domain and become the
 * visitor's; a failed lookup goes to /404. Elsewhere it does nothing.
 */
export function useDoctorSite(): void {
  const navigate = useNavigate();
  const doctor = useIsDoctorSite();
  const site = useQuery({
    ...callQuery(getDomainSiteInformation, { query: { site_domain: window.location.hostname } }),
    enabled: doctor,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const data = site.data;
  useEffect(() => {
    if (site.isError) void navigate('/404', { replace: true });
  }, [site.isError, navigate]);
  useEffect(() => {
    if (!data) return;
    const now = readEnrollContext();
    const groupId = data.gid ?? undefined;
    const agentId = data.agent_id ?? undefined;
    if (now?.eprocess === 'applicant' && now.group_id === groupId && now.agent_id === agentId) return;
    setEnrollContext({
      eprocess: 'applicant',
      open_type: groupId ? 'group' : 'agent',
      ...(agentId ? { agent_id: agentId } : {}),
      ...(groupId ? { group_id: groupId } : {}),
    });
  }, [data]);
}
