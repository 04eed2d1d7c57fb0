// First import: the startup version check runs before any other module reads local storage.
import { mustReload } from './app/version-check';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import './app/app.css';
import { installHttpPresenter } from './shared/http-presenter';

if (mustReload) {
  // Spec section 2, Startup: a new build cleared the storage; load it afresh.
  window.location.reload();
} else {
  installHttpPresenter();
  createRoot(document.getElementById('root') as HTMLElement).render(<App />);
}
