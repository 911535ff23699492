import { useRef } from 'react';
import { getAgentElevateLinks } from '../../../contract/elevateLinkCalls';
import { callQuery } from '../../api/callQuery';
import { useQuery } from '../../api/useQuery';
import { useToast } from '../../ui/Toast';

/**
 * On the rep's home: each of their groups with an Elevate site, its link in a read-only field
 * (always visible, so it can be copied by hand where the clipboard is refused) and "Copy link".
 */
export function ElevateLinks({ agentId }: { agentId: number }) {
  const links = useQuery({
    ...callQuery(getAgentElevateLinks, { query: { agent_id: agentId } }),
  });
  const sites = links.data?.result ?? [];
  if (sites.length === 0) return null;
  return (
    <section className="start-panel" aria-labelledby="elevate-links-title">
      <h2 id="elevate-links-title">Elevate Group Sites</h2>
      {sites.map((site) => (
        <ElevateLink key={site.gid} gid={site.gid} gname={site.gname} link={site.link} />
      ))}
    </section>
  );
}

function ElevateLink({ gid, gname, link }: { gid: number; gname: string; link: string }) {
  const toast = useToast();
  const field = useRef<HTMLInputElement>(null);
  const url = `${window.location.origin}${link}`;
  const id = `elevate-link-${gid}`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast('success', `Link for ${gname} copied.`);
    } catch {
      // The clipboard was refused: the link is selected in its field for the rep to copy.
      field.current?.focus();
      field.current?.select();
      toast('warning', `Copy the link for ${gname} from its field.`);
    }
  };
  return (
    <div className="field">
      <label htmlFor={id}>Link for {gname}</label>
      <input
        id={id}
        ref={field}
        type="text"
        readOnly
        value={url}
        onFocus={(event) => event.currentTarget.select()}
      />
      <button type="button" className="button" aria-label={`Copy link: ${gname}`} onClick={() => void copy()}>
        Copy link
      </button>
    </div>
  );
}
