import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { SCHEMA_JIT } from '@driller/domain';
import 'nsw-design-system/dist/css/main.css';
import './styles/app.css';
import { App } from './app/app';
import { registerServiceWorker } from './app/pwa-update';

// Imported so the bundle keeps the domain's zod setting (it runs with zod, before any schema is built).
if (SCHEMA_JIT) console.warn('zod JIT is on in the browser: its eval probe breaks the CSP.');

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

registerServiceWorker();
