import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { Modal } from '../ui/Modal';
import type { Found } from './CodeForms';

// The forms (and their form library) load when a pop-up first opens, not with every page.
const CodeForm = lazy(async () => ({ default: (await import('./CodeForms')).CodeForm }));

/**
 * The footer's Access Code (rep) and Employee Enrollment (group code) pop-ups: enter the code,
 * confirm who it belongs to; Yes opens their landing page, No starts again.
 */
export function CodeLookup({ kind }: { kind: 'agent' | 'group' }) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [found, setFound] = useState<Found | null>(null);
  const title = kind === 'agent' ? 'Access Code' : 'Employee Enrollment';
  const close = () => {
    setOpen(false);
    setFound(null);
  };
  return (
    <>
      <button type="button" className="button button--link" onClick={() => setOpen(true)}>
        {title}
      </button>
      <Modal open={open} title={title} onClose={close}>
        {open && !found ? (
          <Suspense fallback={<p>Loading…</p>}>
            <CodeForm kind={kind} onFound={setFound} />
          </Suspense>
        ) : null}
        {found ? (
          <div className="code-confirm">
            <p>{kind === 'agent' ? 'Is this your representative?' : 'Is this your company?'}</p>
            <p className="code-confirm__who">
              {found.lines.map((line) => (
                <span key={line}>{line}</span>
              ))}
            </p>
            <div className="button-row">
              <button
                type="button"
                className="button button--primary"
                onClick={() => {
                  const target = found.landingUrl;
                  close();
                  // The landing page clears what was stored and loads afresh.
                  if (target) window.location.assign(target);
                  else void navigate(`/landing-config-error/${kind === 'agent' ? 'Agent' : 'Group'}`);
                }}
              >
                Yes
              </button>
              <button type="button" className="button" onClick={() => setFound(null)}>
                No
              </button>
            </div>
          </div>
        ) : null}
        <button type="button" className="button button--link" onClick={close}>
          Close
        </button>
      </Modal>
    </>
  );
}
