import { Link, useNavigate } from 'react-router';
import { setEnrollmentId } from '../../session/enrollmentSession';

/**
 * What the wizard shows when the server no longer gives this browser its enrollment (404: the
 * enrollment was resumed in another browser, which takes it over, or the session that opened it
 * ended). The server answers a moved enrollment as it answers an unknown one, so ids cannot be
 * probed; a browser that held it is told the likely reason and the ways on.
 */
export function EnrollmentElsewhere() {
  const navigate = useNavigate();
  return (
    <section className="load-failed" aria-labelledby="enrollment-elsewhere-title">
      <h1 id="enrollment-elsewhere-title">This enrollment continued elsewhere</h1>
      <p>
        It is no longer open in this browser: it was most likely continued in another browser or on another
        device, which now holds it. To carry on here, enter the code from your e-mail on Continue Enrollment,
        or start a new enrollment.
      </p>
      <div className="button-row">
        <Link to="/continue-enrollment" className="button button--primary">
          Continue Enrollment
        </Link>
        <button
          type="button"
          className="button"
          onClick={() => {
            setEnrollmentId(null);
            void navigate('/');
          }}
        >
          Start a new enrollment
        </button>
      </div>
    </section>
  );
}
