import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import 'nsw-design-system/dist/css/main.css';
import './styles/app.css';
import { App } from './app/app';
import { registerServiceWorker } from './app/pwa-update';
import { preloadScreenOf } from './app/routing/router';
import { identityLoader } from './lib/auth/identity-loader';
import { hasSessionToResume } from './lib/auth/stored-session';
import { probeUnlessAnswered } from './lib/connectivity';
import { whenIdle } from './lib/when-idle';

// A returning user's identity client and screen start downloading now, before React's first render
// (issue 8: on a rural link that render is a second of CPU the downloads need not wait for). A failed
// start is retried by the auth provider, which reports it.
const identity = identityLoader();
if (hasSessionToResume(window.location.pathname)) {
  identity.connect().catch(() => undefined);
  preloadScreenOf(window.location.pathname);
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App identity={identity} />
  </StrictMode>,
);

registerServiceWorker();
// A page the service worker served with no network says so even when the browser reports online
// (a hotspot with no signal): ask the server once the first screen has drawn, unless it has answered already.
whenIdle(() => void probeUnlessAnswered());
