import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from '../../lib/auth/auth-context';
import { Loader } from '../../components/ui/loader';

/**
 * The provider sends the browser back here with a code (or an error, when the user cancelled).
 * The code is exchanged, the user registered with the backend, and the app moves on.
 */
export function AuthCallback() {
  const { finishSignIn, abandonSignIn } = useAuth();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const params = new URLSearchParams(window.location.search);
    if (params.has('error')) {
      abandonSignIn();
      void navigate('/', { replace: true });
      return;
    }
    finishSignIn()
      .then((next) => navigate(next ?? '/', { replace: true }))
      .catch(() => {
        abandonSignIn();
        void navigate('/', { replace: true });
      });
  }, [finishSignIn, abandonSignIn, navigate]);

  return <Loader label="Signing you in" />;
}
