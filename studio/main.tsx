import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

// the shell branch (studio/App.tsx) replaces this entry; until then the studio builds and is served with its heading
const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <h1>Studio</h1>
    </StrictMode>,
  );
