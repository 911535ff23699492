export const FALLBACK_SUPPORT_PHONE = '8882434011';

export function SiteFooter() {
  const phone = FALLBACK_SUPPORT_PHONE;
  return (
    <footer className="site-footer">
      <p>
        Questions? Call{' '}
        <a href={`tel:${phone}`}>
          ({phone.slice(0, 3)}) {phone.slice(3, 6)}-{phone.slice(6)}
        </a>
      </p>
    </footer>
  );
}
