import { useState } from 'react';
import { getTicketLink } from '../../contract/assistantCalls';
import { formatPhone } from '../../domain/phone';
import { callQuery } from '../api/callQuery';
import { useQuery } from '../api/useQuery';
import { useStoreOwner } from '../components/useStoreOwner';
import { useBranding } from '../site/branding';
import { Modal } from '../ui/Modal';
import { CodeLookup } from './CodeLookup';
import { FooterPlanLink } from './FooterPlanLink';

/** The how-to video's height, as the spec gives it. */
const VIDEO_HEIGHT = 350;

const isAppleDevice = () => /iPhone|iPad|iPod|Macintosh/.test(navigator.userAgent);

/** The how-to video, when the site has one with its captions. */
function HowToVideo({ src, captions }: { src: string; captions: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="button button--link" onClick={() => setOpen(true)}>
        How to enroll (video)
      </button>
      <Modal open={open} title="How to enroll" onClose={() => setOpen(false)}>
        {open ? (
          <video src={src} controls height={VIDEO_HEIGHT}>
            <track kind="captions" src={captions} srcLang="en" label="English" default />
          </video>
        ) : null}
        <button type="button" className="button" onClick={() => setOpen(false)}>
          Close
        </button>
      </Modal>
    </>
  );
}

/**
 * Support phone (the rep's or group's, else the store's), the support-request link, the rep and
 * group code look-ups, the how-to video and the store app links (not on Apple devices).
 */
export function SiteFooter() {
  const owner = useStoreOwner();
  const branding = useBranding();
  const links = useQuery(callQuery(getTicketLink));
  // The rep's or group's phone, else the site's own (site.json); a store with neither shows no number.
  const phone = owner?.phone || branding?.support_phone || '';
  const apps = branding && !isAppleDevice() ? branding : null;
  return (
    <footer className="site-footer">
      <p>
        {/* The site's footer icon (branding), decorative: the line says what it is about. */}
        {branding?.footer_icon ? (
          <img className="site-footer__icon" src={branding.footer_icon} alt="" width={24} height={24} />
        ) : null}{' '}
        {phone ? (
          <>
            Questions? Call <a href={`tel:${phone}`}>{formatPhone(phone)}</a>
            {links.data ? (
              <>
                {' '}
                or <a href={links.data.ticket}>submit a support request</a>
              </>
            ) : null}
          </>
        ) : links.data ? (
          <>
            Questions? <a href={links.data.ticket}>Submit a support request</a>
          </>
        ) : null}
      </p>
      {branding?.footer_text ? <p className="site-footer__text">{branding.footer_text}</p> : null}
      <FooterPlanLink />
      <nav aria-label="Enrollment codes" className="footer-codes">
        <CodeLookup kind="agent" />
        <CodeLookup kind="group" />
        {branding?.how_to_video && branding.how_to_video_captions ? (
          <HowToVideo src={branding.how_to_video} captions={branding.how_to_video_captions} />
        ) : null}
      </nav>
      {apps?.app_store_url || apps?.play_store_url ? (
        <ul className="app-links" aria-label="Our app">
          {apps.app_store_url ? (
            <li>
              <a href={apps.app_store_url}>
                <img src={apps.app_store_icon} alt="Download on the App Store" width={120} height={40} />
              </a>
            </li>
          ) : null}
          {apps.play_store_url ? (
            <li>
              <a href={apps.play_store_url}>
                <img src={apps.play_store_icon} alt="Get it on Google Play" width={120} height={40} />
              </a>
            </li>
          ) : null}
        </ul>
      ) : null}
    </footer>
  );
}
