import { lazy, Suspense, useState } from 'react';
import { useAnnouncements } from '../use-announcements';

// The dialog (Modal, Checkbox, the partner texts) loads when there is an announcement to show.
const AnnouncementDialog = lazy(() =>
  import('./AnnouncementDialog').then((m) => ({ default: m.AnnouncementDialog })),
);

/**
 * The platform announcements, mounted once by the shell: asks for the next one at start; the dialog
 * loads only when one comes back, and stays mounted afterwards (it closes with its animation).
 */
export const Announcements = () => {
  const announcements = useAnnouncements();
  const [shown, setShown] = useState(false);
  if (announcements.open && !shown) setShown(true);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <AnnouncementDialog {...announcements} />
    </Suspense>
  );
};
