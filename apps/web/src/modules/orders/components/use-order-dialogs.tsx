import { useState } from 'react';
import { DeliveryDialog, type ShipTarget } from './DeliveryDialog';
import { DocumentUploadDialog, type UploadTarget } from './DocumentUploadDialog';
import { ReasonDialog, type ReasonTarget } from './ReasonDialog';

/** Opens the order dialogs of a page: ship, refuse or cancel with a reason, upload a document. */
export type OrderDialogs = {
  ship: (target: ShipTarget) => void;
  askReason: (target: ReasonTarget) => void;
  upload: (target: UploadTarget) => void;
};

/**
 * The dialogs every order page shares, and the functions that open them; render `dialogs` once in
 * the page. Each dialog refreshes the order lists, details and counts after its change.
 */
export const useOrderDialogs = (): OrderDialogs & { dialogs: React.ReactNode } => {
  const [shipping, setShipping] = useState<ShipTarget | null>(null);
  const [reasoning, setReasoning] = useState<ReasonTarget | null>(null);
  const [uploading, setUploading] = useState<UploadTarget | null>(null);
  return {
    ship: setShipping,
    askReason: setReasoning,
    upload: setUploading,
    dialogs: (
      <>
        <DeliveryDialog target={shipping} onClose={() => setShipping(null)} />
        <ReasonDialog target={reasoning} onClose={() => setReasoning(null)} />
        <DocumentUploadDialog target={uploading} onClose={() => setUploading(null)} />
      </>
    ),
  };
};
