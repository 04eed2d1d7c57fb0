/**
 * The route / menu / authority table of MENU.md: one entry per route. The server serves it
 * (filtered by the user's authorities and by `delivered`) from /api/auth/loadUserMenus; the web
 * maps each `path` to a lazily loaded page. A leaf's view code is its path with ':' for '/' plus
 * ':view' (`/order/index` -> `order:index:view`); `actions` are the codes of buttons inside it.
 */
export type MenuEntry = {
  path: string;
  /** zh_CN label as in MENU.md; the web translates by `path`. */
  title: string;
  module: string;
  actions?: readonly string[];
  hidden?: boolean;
  hideSider?: boolean;
  /** A page exists for this route. Undelivered routes are never served. */
  delivered?: boolean;
};

export type MenuGroup = { key: string; title: string; icon: string; children: readonly MenuEntry[] };

export const viewCodeOf = (path: string): string =>
  `${path
    .replace(/^\//, '')
    .replace(/\/:[^/]+/g, '')
    .replace(/\//g, ':')}:view`;

export const MENU: readonly MenuGroup[] = [
  {
    key: 'index',
    title: '首页',
    icon: 'home',
    children: [
      { path: '/index', title: '首页', module: 'analytics', actions: ['index:notice'], delivered: true },
    ],
  },
  {
    key: 'dashboard',
    title: '工作台',
    icon: 'dashboard',
    children: [
      { path: '/dashboard/analysis', title: '分析页', module: 'analytics', delivered: true },
      { path: '/dashboard/monitor', title: '监控页', module: 'analytics', delivered: true },
    ],
  },
  {
    key: 'todo',
    title: '待办',
    icon: 'todo',
    children: [
      { path: '/todo/order', title: '订单待办', module: 'orders', delivered: true },
      { path: '/todo/purchase', title: '采购待办', module: 'scm', delivered: true },
    ],
  },
  {
    key: 'goods',
    title: '商品',
    icon: 'goods',
    children: [
      {
        path: '/goods/index',
        title: '商品列表',
        module: 'catalog',
        actions: ['goods:edit', 'goods:submit', 'goods:export'],
        delivered: true,
      },
      { path: '/goods/add', title: '新增商品', module: 'catalog', hidden: true, delivered: true },
      { path: '/goods/edit/:id', title: '编辑商品', module: 'catalog', hidden: true, delivered: true },
      { path: '/goods/detail/:id', title: '商品详情', module: 'catalog', hidden: true, delivered: true },
      { path: '/goods/my', title: '我的商品', module: 'catalog', delivered: true },
      { path: '/goods/optional', title: '可选商品', module: 'catalog', delivered: true },
      { path: '/goods/parameter', title: '商品参数', module: 'catalog', delivered: true },
      {
        path: '/goods/batch_upload',
        title: '批量上传',
        module: 'catalog',
        actions: ['goods:import'],
        delivered: true,
      },
      {
        path: '/goods/channel',
        title: '渠道商品',
        module: 'catalog',
        actions: ['goods:channel'],
        delivered: true,
      },
      {
        path: '/goods/channel/:channelId/add/:goodsId',
        title: '渠道上架',
        module: 'catalog',
        hidden: true,
        actions: ['goods:price'],
        delivered: true,
      },
      {
        path: '/goods/channel/:channelId/edit/:id',
        title: '渠道编辑',
        module: 'catalog',
        hidden: true,
        actions: ['goods:price'],
        delivered: true,
      },
      {
        path: '/goods/channel/:channelId/price/:id',
        title: '渠道价格',
        module: 'catalog',
        hidden: true,
        actions: ['goods:price'],
        delivered: true,
      },
      { path: '/goods/channel_record', title: '渠道记录', module: 'catalog', delivered: true },
      { path: '/goods/authorization', title: '商品授权', module: 'catalog', delivered: true },
      {
        path: '/goods/store_accredit',
        title: '店铺授权报价',
        module: 'catalog',
        actions: ['goods:quote'],
        delivered: true,
      },
      {
        path: '/goods/quote',
        title: '报价商品',
        module: 'catalog',
        actions: ['goods:quote'],
        delivered: true,
      },
      { path: '/goods/refuse', title: '驳回商品', module: 'catalog', delivered: true },
      {
        path: '/goods/bidding',
        title: '竞价',
        module: 'inquiry',
        actions: ['bidding:bid'],
        delivered: true,
      },
    ],
  },
  {
    key: 'brand',
    title: '品牌',
    icon: 'brand',
    children: [
      {
        path: '/brand/index',
        title: '品牌列表',
        module: 'catalog',
        actions: ['brand:edit'],
        delivered: true,
      },
      { path: '/brand/add', title: '新增品牌', module: 'catalog', hidden: true, delivered: true },
      { path: '/brand/edit/:id', title: '编辑品牌', module: 'catalog', hidden: true, delivered: true },
      {
        path: '/brand/authorization',
        title: '品牌授权',
        module: 'catalog',
        actions: ['brand:authorize'],
        delivered: true,
      },
      { path: '/brand/record', title: '品牌记录', module: 'catalog', delivered: true },
    ],
  },
  {
    key: 'goods_inquiry',
    title: '询报价',
    icon: 'inquiry',
    children: [
      { path: '/goods_inquiry/inquiry', title: '询价单', module: 'inquiry', delivered: true },
      {
        path: '/goods_inquiry/quotation',
        title: '报价单',
        module: 'inquiry',
        actions: ['inquiry:quote'],
        delivered: true,
      },
      { path: '/goods_inquiry/batch_inquiry', title: '批量询价', module: 'inquiry', delivered: true },
      {
        path: '/goods_inquiry/batch_quotation',
        title: '批量报价',
        module: 'inquiry',
        actions: ['inquiry:quote'],
        delivered: true,
      },
      { path: '/goods_inquiry/commodity_price', title: '商品价格', module: 'inquiry', delivered: true },
      {
        path: '/goods_inquiry/procure_commodity_price',
        title: '采购商品价格',
        module: 'inquiry',
        delivered: true,
      },
      { path: '/goods_inquiry/partner', title: '合作伙伴', module: 'inquiry', delivered: true },
    ],
  },
  {
    key: 'order',
    title: '订单',
    icon: 'order',
    children: [
      {
        path: '/order/index',
        title: '订单列表',
        module: 'orders',
        actions: ['order:confirm', 'order:ship', 'order:export'],
        delivered: true,
      },
      { path: '/order/detail/:id', title: '订单详情', module: 'orders', hidden: true, delivered: true },
      {
        path: '/order/delivery',
        title: '发货管理',
        module: 'orders',
        actions: ['order:ship'],
        delivered: true,
      },
      { path: '/order/logistics', title: '物流跟踪', module: 'orders', delivered: true },
      {
        path: '/order/sign',
        title: '签收单',
        module: 'orders',
        actions: ['order:document'],
        delivered: true,
      },
      {
        path: '/order/contract',
        title: '合同',
        module: 'orders',
        actions: ['order:document'],
        delivered: true,
      },
      {
        path: '/order/invoice',
        title: '发票',
        module: 'orders',
        actions: ['order:document'],
        delivered: true,
      },
      { path: '/order/overtime', title: '超时订单', module: 'orders', delivered: true },
      {
        path: '/order/manual_add',
        title: '手工录单',
        module: 'orders',
        actions: ['order:manual'],
        delivered: true,
      },
      {
        path: '/order/self_purchase',
        title: '自采订单',
        module: 'orders',
        actions: ['order:manual'],
        delivered: true,
      },
      {
        path: '/order/accounting_system',
        title: '财务系统',
        module: 'orders',
        actions: ['order:sync'],
        delivered: true,
      },
    ],
  },
  {
    key: 'settlement',
    title: '结算',
    icon: 'settlement',
    children: [
      { path: '/settlement/settle', title: '结算单', module: 'settlement', delivered: true },
      {
        path: '/settlement/confirm',
        title: '结算确认',
        module: 'settlement',
        actions: ['settlement:confirm'],
        delivered: true,
      },
      {
        path: '/settlement/payment',
        title: '回款',
        module: 'settlement',
        actions: ['settlement:payment'],
        delivered: true,
      },
      {
        path: '/settlement/match',
        title: '回款匹配',
        module: 'settlement',
        actions: ['settlement:match'],
        delivered: true,
      },
      {
        path: '/settlement/part_match',
        title: '部分匹配',
        module: 'settlement',
        actions: ['settlement:match'],
        delivered: true,
      },
      { path: '/settlement/proof', title: '付款凭证', module: 'settlement', delivered: true },
    ],
  },
  {
    key: 'scm',
    title: '供应链',
    icon: 'scm',
    children: [
      { path: '/scm/supplier', title: '供应商', module: 'scm', actions: ['scm:edit'], delivered: true },
      { path: '/scm/referrer', title: '推荐人', module: 'scm', actions: ['scm:edit'], delivered: true },
      { path: '/scm/label', title: '标签', module: 'scm', actions: ['scm:edit'], delivered: true },
      { path: '/scm/goods', title: '供应链商品', module: 'scm', delivered: true },
      { path: '/scm/price', title: '价格', module: 'scm', delivered: true },
      { path: '/scm/authorization', title: '授权', module: 'scm', delivered: true },
      { path: '/scm/cart', title: '购物车', module: 'scm', actions: ['scm:purchase'], delivered: true },
      { path: '/scm/transaction', title: '交易记录', module: 'scm', delivered: true },
    ],
  },
  {
    key: 'purchase',
    title: '采购',
    icon: 'purchase',
    children: [
      { path: '/purchase/order', title: '采购单', module: 'scm', actions: ['scm:purchase'], delivered: true },
      { path: '/purchase/contract', title: '采购合同', module: 'scm', delivered: true },
      { path: '/purchase/invoice', title: '采购发票', module: 'scm', delivered: true },
      { path: '/purchase/mail', title: '发票邮寄', module: 'scm', delivered: true },
      { path: '/purchase/signcode', title: '签收码', module: 'scm', delivered: true },
    ],
  },
  {
    key: 'seller',
    title: '销售',
    icon: 'seller',
    children: [
      {
        path: '/seller/list',
        title: '销售人员',
        module: 'analytics',
        actions: ['seller:edit'],
        delivered: true,
      },
      {
        path: '/seller/customer',
        title: '客户',
        module: 'analytics',
        actions: ['seller:edit'],
        delivered: true,
      },
    ],
  },
  {
    key: 'stat',
    title: '统计',
    icon: 'stat',
    children: [{ path: '/stat/order', title: '订单统计', module: 'analytics', delivered: true }],
  },
  {
    key: 'report',
    title: '报表',
    icon: 'report',
    children: [{ path: '/report/index', title: '报表', module: 'analytics', delivered: true }],
  },
  {
    key: 'target',
    title: '目标管理',
    icon: 'target',
    children: [
      {
        path: '/target/index',
        title: '目标管理',
        module: 'analytics',
        actions: ['target:edit'],
        delivered: true,
      },
    ],
  },
  {
    key: 'task',
    title: '任务管理',
    icon: 'task',
    children: [
      {
        path: '/task/index',
        title: '任务管理',
        module: 'analytics',
        actions: ['task:edit'],
        delivered: true,
      },
    ],
  },
  {
    key: 'export',
    title: '导出中心',
    icon: 'export',
    children: [{ path: '/export/index', title: '导出中心', module: 'communal', delivered: true }],
  },
  {
    key: 'account',
    title: '账号',
    icon: 'account',
    children: [
      { path: '/account/index', title: '子账号', module: 'auth', actions: ['account:edit'], delivered: true },
      {
        path: '/account/role',
        title: '角色权限',
        module: 'auth',
        actions: ['account:edit'],
        delivered: true,
      },
    ],
  },
  {
    key: 'ucenter',
    title: '个人中心',
    icon: 'user',
    children: [
      { path: '/ucenter/profile', title: '个人资料', module: 'partner', delivered: true },
      { path: '/ucenter/notice', title: '消息通知', module: 'partner', delivered: true },
      {
        path: '/ucenter/detail',
        title: '企业资料',
        module: 'partner',
        actions: ['ucenter:detail:edit'],
        hideSider: true,
        delivered: true,
      },
      { path: '/ucenter/partner_set', title: '企业设置', module: 'partner', delivered: true },
      {
        path: '/ucenter/payback_account',
        title: '回款账户',
        module: 'partner',
        actions: ['usercenter:paybackaccount'],
        delivered: true,
      },
      {
        path: '/ucenter/set',
        title: '账户中心',
        module: 'partner',
        actions: ['usercenter:set'],
        delivered: true,
      },
    ],
  },
];

/** Every authority code of the product (view codes and action codes), for the admin and the role editor. */
export const ALL_AUTHORITIES: readonly string[] = [
  ...new Set(MENU.flatMap((g) => g.children.flatMap((e) => [viewCodeOf(e.path), ...(e.actions ?? [])]))),
];

export const HOME_PATH = '/index';
