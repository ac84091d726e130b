import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import './index.css';

const container = document.getElementById('root')!;

// The server sends public pages prerendered (signed out) to visitors without a session (public/boot.js loads
// this once they have painted): hydrate those.
if (container.dataset.prerendered === 'signed-out') {
  hydrateRoot(
    container,
    <StrictMode>
      <App sessionHint="signed-out" />
    </StrictMode>,
  );
} else {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
