import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import 'nsw-design-system/dist/css/main.css';
import './styles/app.css';
import { App } from './app/app';
import { registerServiceWorker } from './app/pwa-update';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

registerServiceWorker();
