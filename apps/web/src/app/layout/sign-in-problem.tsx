import { useAuth } from '../../lib/auth/auth-context';
import { InPageAlert } from '../../components/ui/in-page-alert';

/** Says why sign-in could not start (unreachable provider, too many attempts), with a way to try again. */
export function SignInProblem() {
  const { signInProblem, signIn } = useAuth();
  if (!signInProblem) return null;
  return (
    <div className="nsw-container app-sign-in-problem">
      <InPageAlert tone="error" heading="Sign-in could not start">
        <p>{signInProblem}</p>
        <button type="button" className="nsw-button nsw-button--dark-outline nsw-button--small" onClick={() => void signIn()}>
          Try signing in again
        </button>
      </InPageAlert>
    </div>
  );
}
