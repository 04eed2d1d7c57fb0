// The supply chain module's states and limits as plain values, without zod: the shell's to-do badge
// and the home page may need them without loading the contracts' schemas.

/** A supplier: 1 active, 2 disabled (kept for history; no new purchase orders to it). */
export const SupplierState = { active: 1, disabled: 2 } as const;
export type SupplierState = (typeof SupplierState)[keyof typeof SupplierState];

/** SCM goods: 1 on offer (can be bought), 2 withdrawn by the supplier. */
export const ScmGoodsState = { onOffer: 1, withdrawn: 2 } as const;
export type ScmGoodsState = (typeof ScmGoodsState)[keyof typeof ScmGoodsState];

/**
 * Purchase orders (DOMAIN.md): 1 draft, 2 submitted to the supplier, 3 confirmed by it, 4 shipped,
 * 5 received (the sign code entered), 6 completed (received, and the required contract and invoice
 * approved), 7 cancelled.
 */
export const PurchaseState = {
  draft: 1,
  submitted: 2,
  confirmed: 3,
  shipped: 4,
  received: 5,
  completed: 6,
  cancelled: 7,
} as const;
export type PurchaseState = (typeof PurchaseState)[keyof typeof PurchaseState];
export const PURCHASE_STATES = Object.values(PurchaseState) as PurchaseState[];

/** The documents a purchase order may need; their states are orders' `DocumentState`. */
export const PURCHASE_DOCUMENT_KINDS = ['contract', 'invoice'] as const;
export type PurchaseDocumentKind = (typeof PURCHASE_DOCUMENT_KINDS)[number];

/** A purchase order's invoice mailing: 0 not mailed, 1 mailed, 2 delivered. */
export const MailState = { none: 0, mailed: 1, delivered: 2 } as const;
export type MailState = (typeof MailState)[keyof typeof MailState];

/** A delivery's sign code: 1 awaiting entry, 2 used, 3 locked (too many wrong entries), 4 replaced. */
export const SignCodeState = { awaiting: 1, used: 2, locked: 3, replaced: 4 } as const;
export type SignCodeState = (typeof SignCodeState)[keyof typeof SignCodeState];

/** Wrong entries of a sign code before it locks; the operator then issues a new code. */
export const SIGN_CODE_MAX_ATTEMPTS = 5;
/** Digits of a sign code. */
export const SIGN_CODE_LENGTH = 6;

/** A transaction of SCM goods: 1 a purchase (a received purchase line), 2 a sale (a completed order line). */
export const TransactionKind = { purchase: 1, sale: 2 } as const;
export type TransactionKind = (typeof TransactionKind)[keyof typeof TransactionKind];
