import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
// Inter, self-hosted (font-display: swap; the files come from our own origin, CSP font-src 'self').
import '@fontsource-variable/inter';
import './styles.css';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
