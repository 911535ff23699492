import { getAgentAboutPageInfo, getGroupAboutPageInfo } from '../../contract/storefrontCalls';
import { formatPhone } from '../../domain/phone';
import { callQuery } from '../api/callQuery';
import { useQuery } from '../api/useQuery';
import { LoadFailed } from '../ui/LoadFailed';

/**
 * The body of the header's "About {name}" pop-up, read when it opens from the rep's or group's
 * own about call (get-agent-about-page-info / get-group-about-page-info).
 */
export function AboutOwner({ kind, id }: { kind: 'agent' | 'group'; id: number }) {
  const about = useQuery({
    ...(kind === 'agent'
      ? callQuery(getAgentAboutPageInfo, { query: { agent_id: id } })
      : callQuery(getGroupAboutPageInfo, { query: { group_id: id } })),
    staleTime: 5 * 60_000,
  });
  if (about.isError) return <LoadFailed what="this page" onRetry={() => void about.refetch()} />;
  if (!about.data) return <p>Loading…</p>;
  const info = about.data;
  return (
    <div className="about-owner">
      {info.image ? <img src={info.image} alt={info.display_name} className="about-owner__image" /> : null}
      <p>{info.about_text}</p>
      {info.display_phone || info.display_email ? (
        <p>
          {info.display_phone ? (
            <a href={`tel:${info.display_phone.replace(/\D/g, '')}`}>{formatPhone(info.display_phone)}</a>
          ) : null}
          {info.display_phone && info.display_email ? ' · ' : null}
          {info.display_email ? <a href={`mailto:${info.display_email}`}>{info.display_email}</a> : null}
        </p>
      ) : null}
    </div>
  );
}
