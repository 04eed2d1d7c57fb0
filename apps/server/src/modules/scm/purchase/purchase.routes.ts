import { cart, purchase, purchaseTodo, signCode } from '@portal/shared/contracts/purchase.endpoints';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authOf } from '../../../platform/auth/guard';
import { msgOf, ok, page } from '../../../platform/envelope';
import { exportEndpoint } from '../../../platform/export/export-endpoint';
import { serve } from '../../../platform/http/serve';
import { checkoutCart, receiverDefaultOf } from './cart-checkout.service';
import {
  addToCart,
  type CartOwner,
  cartOf,
  clearCart,
  listOffers,
  offerSkusOf,
  removeFromCart,
  setCartQuantity,
} from './cart.service';
import { DELIVERY_EXPORT, PURCHASE_EXPORT } from './purchase.export';
import { listPurchases, purchaseDetail, purchaseStateCounts } from './purchase.service';
import { purchaseTodoStats } from './purchase-todo.service';
import { cancelPurchase, submitPurchase, updateDraft } from './purchase-transitions.service';
import { deliveryStateCounts, listDeliveries, receiveWithSignCode } from './sign-code.service';

const ownerOf = (request: FastifyRequest): CartOwner => {
  const { partnerId, accountId } = authOf(request);
  return { partnerId, accountId };
};

/** The cart (/scm/cart), purchase orders (/purchase/order), sign codes (/purchase/signcode), to-dos. */
export const purchaseRoutes = async (app: FastifyInstance) => {
  const { db } = app.deps.database;
  const { timeZone } = app.deps.config;

  serve(app, cart.detail, async (request) => ok(await cartOf(db, ownerOf(request))));
  serve(app, cart.add, async (request) => {
    await addToCart(db, ownerOf(request), request.body);
    return ok(await cartOf(db, ownerOf(request)), msgOf(request, 'purchase.cart.added'));
  });
  serve(app, cart.quantity, async (request) => {
    await setCartQuantity(db, ownerOf(request), request.body.id, request.body.quantity);
    return ok(await cartOf(db, ownerOf(request)), msgOf(request, 'purchase.cart.updated'));
  });
  serve(app, cart.remove, async (request) => {
    await removeFromCart(db, ownerOf(request), request.body.ids);
    return ok(await cartOf(db, ownerOf(request)), msgOf(request, 'purchase.cart.removed'));
  });
  serve(app, cart.clear, async (request) => {
    await clearCart(db, ownerOf(request));
    return ok(await cartOf(db, ownerOf(request)), msgOf(request, 'purchase.cart.cleared'));
  });
  serve(app, cart.offers, async (request) => {
    const { rows, total } = await listOffers(db, ownerOf(request), request.body);
    return page(rows, total);
  });
  serve(app, cart.offerSkus, async (request) =>
    ok(await offerSkusOf(db, ownerOf(request), request.query.scmGoodsId)),
  );
  serve(app, cart.receiverDefault, async (request) =>
    ok(await receiverDefaultOf(db, authOf(request).partnerId)),
  );
  serve(app, cart.checkout, async (request) => {
    const result = await checkoutCart(db, ownerOf(request), request.body, { timeZone });
    const key = request.body.submit ? 'purchase.cart.submitted' : 'purchase.cart.drafted';
    return ok(result, msgOf(request, key, { count: result.orders.length }));
  });

  serve(app, purchase.page, async (request) => {
    const { rows, total } = await listPurchases(db, authOf(request).partnerId, request.body, timeZone);
    return page(rows, total);
  });
  serve(app, purchase.stateCounts, async (request) =>
    ok(await purchaseStateCounts(db, authOf(request).partnerId)),
  );
  serve(app, purchase.detail, async (request) =>
    ok(await purchaseDetail(db, authOf(request).partnerId, request.query.id)),
  );
  serve(app, purchase.update, async (request) => {
    const actor = authOf(request);
    await updateDraft(db, actor, request.body);
    return ok(await purchaseDetail(db, actor.partnerId, request.body.id), msgOf(request, 'purchase.saved'));
  });
  serve(app, purchase.submit, async (request) => {
    const actor = authOf(request);
    const { order, repricedLines, previousTotal } = await submitPurchase(db, actor, request.body.id);
    const detail = await purchaseDetail(db, actor.partnerId, order.id);
    const msg =
      repricedLines > 0
        ? msgOf(request, 'purchase.submittedRepriced', {
            count: repricedLines,
            before: previousTotal,
            after: order.totalAmount,
          })
        : msgOf(request, 'purchase.submitted');
    return ok({ detail, repricedLines, previousTotal }, msg);
  });
  serve(app, purchase.cancel, async (request) => {
    const actor = authOf(request);
    await cancelPurchase(db, actor, request.body.id, request.body.reason);
    return ok(
      await purchaseDetail(db, actor.partnerId, request.body.id),
      msgOf(request, 'purchase.cancelled'),
    );
  });
  exportEndpoint(app, purchase.export, PURCHASE_EXPORT);

  serve(app, signCode.page, async (request) => {
    const { rows, total } = await listDeliveries(db, authOf(request).partnerId, request.body, timeZone);
    return page(rows, total);
  });
  serve(app, signCode.stateCounts, async (request) =>
    ok(await deliveryStateCounts(db, authOf(request).partnerId)),
  );
  serve(app, signCode.receive, async (request) => {
    const actor = authOf(request);
    const order = await receiveWithSignCode(db, actor, request.body);
    return ok(await purchaseDetail(db, actor.partnerId, order.id), msgOf(request, 'purchase.received'));
  });
  exportEndpoint(app, signCode.export, DELIVERY_EXPORT);

  serve(app, purchaseTodo.stats, async (request) =>
    ok(await purchaseTodoStats(db, authOf(request).partnerId)),
  );
};
