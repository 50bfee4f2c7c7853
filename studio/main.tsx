/** The studio's entry: the store over the browser's fetch, localStorage and clock, then the shell. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { createApi } from './api/client.ts';
import { browserStorage } from './state/autosave.ts';
import { StudioProvider } from './state/context.tsx';
import { createStudioStore } from './state/store.ts';
import './styles.css';

const store = createStudioStore({ api: createApi((input, init) => fetch(input, init)), storage: browserStorage(), now: () => Date.now() });
const root = document.getElementById('root');
if (!root) throw new Error('the studio page has no #root element');
createRoot(root).render(
  <StrictMode>
    <StudioProvider store={store}>
      <App />
    </StudioProvider>
  </StrictMode>,
);
