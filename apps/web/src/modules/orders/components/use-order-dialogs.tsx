import { lazy, Suspense, useCallback, useState } from 'react';
import type { ShipTarget } from './DeliveryDialog';
import type { UploadTarget } from './OrderUploadDialog';
import type { ReasonTarget } from './ReasonDialog';

// Each dialog loads when first opened: the express, upload and invoice fields (with antd's upload,
// date and number inputs) are not part of an order list's first load.
const DeliveryDialog = lazy(() => import('./DeliveryDialog').then((m) => ({ default: m.DeliveryDialog })));
const ReasonDialog = lazy(() => import('./ReasonDialog').then((m) => ({ default: m.ReasonDialog })));
const OrderUploadDialog = lazy(() =>
  import('./OrderUploadDialog').then((m) => ({ default: m.OrderUploadDialog })),
);

/** Opens the order dialogs of a page: ship, refuse or cancel with a reason, upload a document. */
export type OrderDialogs = {
  ship: (target: ShipTarget) => void;
  askReason: (target: ReasonTarget) => void;
  upload: (target: UploadTarget) => void;
};

/** A dialog's target, and whether it was ever opened (then it stays mounted, to animate closing). */
const useDialogTarget = <T,>() => {
  const [target, setTarget] = useState<T | null>(null);
  const [opened, setOpened] = useState(false);
  const open = useCallback((next: T) => {
    setOpened(true);
    setTarget(next);
  }, []);
  const close = useCallback(() => setTarget(null), []);
  return { target, opened, open, close };
};

/**
 * The dialogs every order page shares, and the functions that open them; render `dialogs` once in
 * the page. Each dialog refreshes the order lists, details and counts after its change.
 */
export const useOrderDialogs = (): OrderDialogs & { dialogs: React.ReactNode } => {
  const shipping = useDialogTarget<ShipTarget>();
  const reasoning = useDialogTarget<ReasonTarget>();
  const uploading = useDialogTarget<UploadTarget>();
  return {
    ship: shipping.open,
    askReason: reasoning.open,
    upload: uploading.open,
    dialogs: (
      <Suspense fallback={null}>
        {shipping.opened ? <DeliveryDialog target={shipping.target} onClose={shipping.close} /> : null}
        {reasoning.opened ? <ReasonDialog target={reasoning.target} onClose={reasoning.close} /> : null}
        {uploading.opened ? <OrderUploadDialog target={uploading.target} onClose={uploading.close} /> : null}
      </Suspense>
    ),
  };
};
