import { createRoot } from 'react-dom/client';

// Replaced by the application shell (app/App.tsx).
createRoot(document.getElementById('root') as HTMLElement).render(<div>Supplier Portal</div>);
