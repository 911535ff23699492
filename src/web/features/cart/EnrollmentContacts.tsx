import { formatPhone } from '../../../domain/phone';
import { useEnrollmentContacts } from '../../components/useEnrollmentContacts';

/**
 * Beside the cart of a shopper who came through a rep or a group: "Your representative" (name,
 * phone, e-mail) and "Your group". Codes are never shown here: the shopper is not the rep.
 * A rep or group administrator enrolling for someone sees nothing, as they are the contact.
 */
export function EnrollmentContacts() {
  const { rep: a, repName: name, group } = useEnrollmentContacts();
  if (!a && !group) return null;
  return (
    <div className="order-info enrollment-contacts">
      {group ? (
        <section aria-labelledby="your-group-title">
          <h2 id="your-group-title">Your group</h2>
          <p>{group.gname}</p>
        </section>
      ) : null}
      {a ? (
        <section aria-labelledby="your-rep-title">
          <h2 id="your-rep-title">Your representative</h2>
          <dl>
            <div>
              <dt>Name</dt>
              <dd>{name}</dd>
            </div>
            {a.phone ? (
              <div>
                <dt>Phone</dt>
                <dd>
                  <a href={`tel:${a.phone.replace(/\D/g, '')}`}>{formatPhone(a.phone)}</a>
                </dd>
              </div>
            ) : null}
            {a.email ? (
              <div>
                <dt>Email</dt>
                <dd>
                  <a href={`mailto:${a.email}`}>{a.email}</a>
                </dd>
              </div>
            ) : null}
          </dl>
        </section>
      ) : null}
    </div>
  );
}
