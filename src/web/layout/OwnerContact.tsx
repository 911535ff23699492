import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { formatPhone } from '../../domain/phone';
import { useStoreOwner } from '../components/useStoreOwner';
import { clearStoredState } from '../session/clearStoredState';
import { useEnrollContext } from '../session/enrollContext';
import { useIsDoctorSite } from '../site/doctorSite';
import { Modal } from '../ui/Modal';

// The popup's contents (and their call) load when it is first opened.
const AboutOwner = lazy(async () => ({ default: (await import('./AboutOwner')).AboutOwner }));

/** The rep's or group's phone, e-mail and tagline in the header, and the "About {name}" popup. */
export function OwnerContact() {
  const owner = useStoreOwner();
  const [open, setOpen] = useState(false);
  const context = useEnrollContext();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const doctor = useIsDoctorSite();
  if (!owner) return null;
  return (
    <div className="owner-contact">
      <span className="owner-contact__tagline">{owner.tagline}</span>
      {owner.phone ? <a href={`tel:${owner.phone.replace(/\D/g, '')}`}>{formatPhone(owner.phone)}</a> : null}
      {owner.email ? <a href={`mailto:${owner.email}`}>{owner.email}</a> : null}
      <button type="button" className="button button--link" onClick={() => setOpen(true)}>
        About {owner.aboutName}
      </button>
      {context?.eprocess === 'applicant' && !doctor ? (
        <button
          type="button"
          className="button button--link"
          onClick={() => {
            // Leaves this rep's or group's store: what was stored for it goes.
            clearStoredState();
            queryClient.clear();
            void navigate('/');
          }}
        >
          {/* The spec's words (document 1, Entry) say little alone: what it does, beside them. */}
          Not my site (go to the main store)
        </button>
      ) : null}
      <Modal open={open} title={`About ${owner.aboutName}`} onClose={() => setOpen(false)}>
        {open ? (
          <Suspense fallback={<p>Loading…</p>}>
            <AboutOwner kind={owner.kind} id={owner.id} />
          </Suspense>
        ) : null}
        <button type="button" className="button" onClick={() => setOpen(false)}>
          Close
        </button>
      </Modal>
    </div>
  );
}
