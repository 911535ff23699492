import { Link } from 'react-router';

/** Shown on a rep's or group's page to someone who has not signed in. */
export function SignInNeeded() {
  return (
    <div>
      <h1>Please sign in</h1>
      <p>Representatives and group administrators sign in to enroll members.</p>
      <Link to="/sign-in" className="button button--primary">
        Sign In
      </Link>
    </div>
  );
}
