import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { ReplayEarlyClicks, takeEarlyClicks } from './app/early-clicks';
import './index.css';

const container = document.getElementById('root')!;

// The server sends public pages prerendered (signed out) to visitors without a session (public/boot.js loads
// this once they have painted): hydrate those, then repeat the clicks that came before the app (app/early-clicks).
if (container.dataset.prerendered === 'signed-out') {
  const earlyClicks = takeEarlyClicks();
  hydrateRoot(
    container,
    <StrictMode>
      <App sessionHint="signed-out" />
      <ReplayEarlyClicks buttons={earlyClicks} />
    </StrictMode>,
  );
} else {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
