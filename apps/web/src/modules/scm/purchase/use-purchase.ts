import type { CartOfferQuery, DeliveryPageQuery, PurchasePageQuery } from '@portal/shared/contracts/purchase';
import { cart, purchase, purchaseTodo, signCode } from '@portal/shared/contracts/purchase.endpoints';
import { useQuery } from '@tanstack/react-query';
import { listOf, useWrite, write } from '../../../shared/api-hooks';
import { api } from '../../../shared/http';
import type { ListFilter } from '../../../shared/page-table';

/** Every purchase query sits under this key: a checkout moves the cart, the orders and the to-dos at once. */
export const PURCHASE_QUERY_KEY = ['scm', 'purchase'] as const;

const keys = {
  cart: [...PURCHASE_QUERY_KEY, 'cart'] as const,
  offers: [...PURCHASE_QUERY_KEY, 'cart', 'offers'] as const,
  offerSkus: (scmGoodsId: number) => [...PURCHASE_QUERY_KEY, 'cart', 'offerSkus', scmGoodsId] as const,
  receiver: [...PURCHASE_QUERY_KEY, 'receiver'] as const,
  orders: [...PURCHASE_QUERY_KEY, 'orders'] as const,
  orderCounts: [...PURCHASE_QUERY_KEY, 'orders', 'counts'] as const,
  detail: (id: number | undefined) => [...PURCHASE_QUERY_KEY, 'orders', 'detail', id] as const,
  deliveries: [...PURCHASE_QUERY_KEY, 'deliveries'] as const,
  deliveryCounts: [...PURCHASE_QUERY_KEY, 'deliveries', 'counts'] as const,
  todo: [...PURCHASE_QUERY_KEY, 'todo'] as const,
};

const WRITES = [PURCHASE_QUERY_KEY] as const;

// ---- cart ----

export const useCart = () => useQuery({ queryKey: keys.cart, queryFn: () => api(cart.detail) });
export const useAddToCart = () => useWrite(write(cart.add), WRITES);
export const useSetCartQuantity = () => useWrite(write(cart.quantity), WRITES);
export const useRemoveFromCart = () => useWrite(write(cart.remove), WRITES);
export const useClearCart = () => useWrite(write(cart.clear), WRITES);
export const useCheckout = () => useWrite(write(cart.checkout), WRITES);

export type OfferFilterValues = ListFilter<CartOfferQuery>;
export const offerList = listOf<typeof cart.offers, OfferFilterValues>(cart.offers, keys.offers);

/** The SKUs of one SCM goods on offer (AddToCartButton), loaded when asked. */
export const useOfferSkus = (scmGoodsId: number | undefined, enabled: boolean) =>
  useQuery({
    queryKey: keys.offerSkus(scmGoodsId ?? 0),
    queryFn: () => api(cart.offerSkus, { scmGoodsId: scmGoodsId as number }),
    enabled: enabled && scmGoodsId !== undefined,
  });

export const useReceiverDefault = (enabled: boolean) =>
  useQuery({ queryKey: keys.receiver, queryFn: () => api(cart.receiverDefault), enabled });

// ---- purchase orders ----

export type PurchaseFilterValues = ListFilter<PurchasePageQuery>;
export const purchaseList = listOf<typeof purchase.page, PurchaseFilterValues>(purchase.page, keys.orders);
export const purchaseExport = purchase.export;

export const usePurchaseStateCounts = () =>
  useQuery({ queryKey: keys.orderCounts, queryFn: () => api(purchase.stateCounts) });

/** One purchase order with its items, timeline and deliveries (not loaded without an id). */
export const usePurchaseDetail = (id: number | undefined) =>
  useQuery({
    queryKey: keys.detail(id),
    queryFn: () => api(purchase.detail, { id: id as number }),
    enabled: id !== undefined && id > 0,
  });

export const useUpdateDraft = () => useWrite(write(purchase.update), WRITES);
export const useSubmitPurchase = () => useWrite(write(purchase.submit), WRITES);
export const useCancelPurchase = () => useWrite(write(purchase.cancel), WRITES);

// ---- deliveries and sign codes ----

export type DeliveryFilterValues = ListFilter<DeliveryPageQuery>;
export const deliveryList = listOf<typeof signCode.page, DeliveryFilterValues>(
  signCode.page,
  keys.deliveries,
);
export const deliveryExport = signCode.export;

export const useDeliveryStateCounts = () =>
  useQuery({ queryKey: keys.deliveryCounts, queryFn: () => api(signCode.stateCounts) });

export const useReceive = () => useWrite(write(signCode.receive), WRITES);

// ---- to-dos ----

export const usePurchaseTodoStats = () =>
  useQuery({ queryKey: keys.todo, queryFn: () => api(purchaseTodo.stats) });
