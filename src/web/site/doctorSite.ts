import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { getDomainSiteInformation } from '../../contract/siteCalls';
import { DOCTOR_HOST } from '../../domain/sites';
import { callQuery } from '../api/callQuery';
import { useQuery } from '../api/useQuery';
import { readEnrollContext, setEnrollContext } from '../session/enrollContext';

export function isDoctorHost(): boolean {
  return window.location.hostname === DOCTOR_HOST;
}

/**
 * On the doctor-branded host, the site's group and rep come from its domain and become the
 * visitor's; a failed lookup goes to /404. Elsewhere it does nothing.
 */
export function useDoctorSite(): void {
  const navigate = useNavigate();
  const doctor = isDoctorHost();
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
