import { formatPhone } from '../../domain/phone';
import { useStoreOwner } from '../components/useStoreOwner';
import { CodeLookup } from './CodeLookup';

export const FALLBACK_SUPPORT_PHONE = '8882434011';

/** Support phone (the rep's or group's, else the store's), and the rep and group code look-ups. */
export function SiteFooter() {
  const owner = useStoreOwner();
  const phone = owner?.phone || FALLBACK_SUPPORT_PHONE;
  return (
    <footer className="site-footer">
      <p>
        Questions? Call <a href={`tel:${phone}`}>{formatPhone(phone)}</a>
      </p>
      <nav aria-label="Enrollment codes" className="footer-codes">
        <CodeLookup kind="agent" />
        <CodeLookup kind="group" />
      </nav>
    </footer>
  );
}
