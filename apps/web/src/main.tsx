// First import: the startup version check runs before any other module reads local storage.
import { mustReload } from './app/version-check';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import './app/app.css';
import { installHttpPresenter } from './app/http-presenter';
import { installNewBuildReload } from './shared/new-build-reload';
import { translationsReady } from './locales';

if (mustReload) {
  // Spec section 2, Startup: a new build cleared the storage; load it afresh.
  window.location.reload();
} else {
  installHttpPresenter();
  installNewBuildReload();
  // A stored zh_TW or en loads its core translations first; zh_CN's come with the entry.
  void translationsReady.then(() =>
    createRoot(document.getElementById('root') as HTMLElement).render(<App />),
  );
}
