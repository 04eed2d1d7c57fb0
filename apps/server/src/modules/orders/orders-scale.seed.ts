import { PartnerState } from '@portal/shared/constants';
import { CONTRACT_REQUIRED_FROM } from '@portal/shared/contracts/orders';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, type DbOrTx, queryRows } from '../../db/client';
import { EXPRESS_COMPANIES } from '../communal/express-companies';
import { nationalRegions } from '../communal/region-data';
import { partnerByNo } from '../partner/partner.service';
import { businessTimeZone } from '../../platform/local-time';
import { rebuildRollups } from './order-rollups';

/** Orders per transaction: one statement writes their orders, items, events and shipments. */
const BATCH = 10_000;
/** The bench partners GYS100001 ... GYS101000. */
export const BENCH_PARTNERS = 1_000;
/** Every tenth order is the demo partner A's (100,000 of 1,000,000): the heavy partner of the bench. */
const DEMO_SHARE = 10;
const YEAR_SECONDS = 365 * 24 * 60 * 60;

// ---- reference data (lists split on spaces), inlined into the statements as constants ----

const CITIES = (
  '上海 北京 广州 深圳 杭州 南京 苏州 成都 武汉 西安 天津 重庆 长沙 郑州 济南 ' +
  '青岛 合肥 福州 厦门 宁波 无锡 昆明 沈阳 大连 哈尔滨'
).split(' ');
const TRADE_NAMES = (
  '华信 恒达 金桥 中联 宏远 鑫源 博瑞 天成 安泰 永盛 瑞丰 汇通 嘉禾 联创 信达 ' +
  '盛世 海纳 卓越 广源 长城 新元 东方 南洋 北辰 星河 启明 正泰 华瑞 明德 康达 ' +
  '锦程 润丰 弘毅 中科 聚成 宇航 光华 立信 泰和 同创'
).split(' ');
const TRADES = '办公用品 科技 电子设备 家具 文化用品 贸易 商贸 电器 信息技术 实业 办公设备 供应链'.split(' ');
const SURNAMES = [...'王李张刘陈杨赵黄周吴徐孙胡朱高林何郭马罗'];
const GIVEN = '伟 芳 娜 敏 静 磊 强 洋 艳 勇 军 杰 娟 涛 明 超 秀英 建华 志强 海燕'.split(' ');
const CUSTOMERS = (
  '南京市玄武区教育局 江苏省人民医院 苏州市财政局 无锡市公安局梁溪分局 ' +
  '深圳市南山区人民政府办公室 深圳市第二人民医院 上海市徐汇区市场监督管理局 ' +
  '杭州市西湖区税务局 合肥市第一中学 北京市海淀区图书馆 国网江苏省电力有限公司南京供电分公司 ' +
  '中国石化销售股份有限公司江苏石油分公司 南京大学后勤服务集团 常州市自然资源和规划局 ' +
  '徐州市中心医院 扬州市档案馆 广州市天河区人民法院 成都市武侯区卫生健康局 ' +
  '武汉大学资产管理处 西安市雁塔区城市管理局 天津市河西区人民检察院 ' +
  '重庆市渝中区住房和城乡建设委员会 长沙市岳麓区教育局 郑州市金水区人民医院 ' +
  '济南市历下区税务局 青岛市市南区审计局 福州市鼓楼区图书馆 厦门大学附属中山医院 ' +
  '宁波市海曙区应急管理局 昆明市五华区统计局 沈阳市和平区人力资源和社会保障局 大连海事大学 ' +
  '哈尔滨工业大学后勤集团 中国移动通信集团浙江有限公司 中国建设银行股份有限公司江苏省分行 ' +
  '中国铁路上海局集团有限公司 国家税务总局苏州工业园区税务局 浙江大学医学院附属第一医院'
).split(' ');
const STREETS = (
  '中山路 北京东路 长江路 建设大道 人民路 解放路 和平街 新华路 文化路 科技园路 学府路 ' + '滨江大道'
).split(' ');
const REMARKS = '请工作日送货 送货前请电话联系 请开具增值税专用发票 需随货附检测报告'.split(' ');
const CANCEL_REASONS = '采购计划调整 预算调整，暂缓采购 重复下单 采购单位取消需求'.split(' ');
const REFUSE_REASONS = '该型号暂时缺货，无法按期供货 收货地址超出配送范围 价格调整，无法按原价供货'.split(
  ' ',
);
/** Goods as sold (names kept on the line): name, spec, unit, unit price. */
const CATALOGUE: readonly [string, string, string, string][] = [
  ['得力 S01 按动中性笔 0.5mm', '黑色 12支/盒', '盒', '17.58'],
  ['晨光 K35 按动中性笔 0.5mm', '蓝色 12支/盒', '盒', '15.80'],
  ['得力 7400 A4 复印纸 70g', '500张/包 5包/箱', '箱', '129.00'],
  ['齐心 A4 复印纸 80g', '500张/包 5包/箱', '箱', '158.00'],
  ['得力 0394 订书机', '12号 可订20页', '个', '12.90'],
  ['晨光 ADM94519 文件夹', 'A4 双强力夹', '个', '8.50'],
  ['齐心 A1236 档案盒', 'A4 55mm 蓝色', '个', '6.80'],
  ['得力 33129 计算器', '12位 太阳能双电源', '个', '39.00'],
  ['惠普 HP 88A 硒鼓', 'CC388A 黑色', '个', '398.00'],
  ['惠普 LaserJet Pro M203dw 激光打印机', '黑白 双面 无线', '台', '1899.00'],
  ['惠普 ProBook 450 G10 笔记本电脑', 'i5-1335U 16G 512G 15.6英寸', '台', '5699.00'],
  ['联想 扬天 M4000q 台式电脑', 'i5-12400 16G 1T+256G 23.8英寸', '台', '4599.00'],
  ['联想 ThinkPad E14 笔记本电脑', 'R7-7730U 16G 512G 14英寸', '台', '4999.00'],
  ['戴尔 P2422H 显示器', '23.8英寸 IPS', '台', '1299.00'],
  ['华为 MateBook D 16 笔记本电脑', 'i5-13420H 16G 1T', '台', '4799.00'],
  ['罗技 MK270 无线键鼠套装', '黑色', '套', '99.00'],
  ['爱普生 L3258 墨仓式打印机', '彩色 无线 打印复印扫描', '台', '1099.00'],
  ['佳能 iR2206N 复印机', 'A3 黑白 网络打印', '台', '8999.00'],
  ['得力 9918 碎纸机', '5级保密 20L', '台', '599.00'],
  ['得力 3861 投影幕布', '100英寸 16:9 电动', '块', '899.00'],
  ['爱普生 CB-X50 投影仪', '3600流明 XGA', '台', '3699.00'],
  ['得力 白板', '120x90cm 磁性 单面', '块', '189.00'],
  ['震旦 办公桌', '1400x700mm 钢木', '张', '1280.00'],
  ['震旦 办公椅', '人体工学 网布 带扶手', '把', '680.00'],
  ['圣奥 文件柜', '1850x900x390mm 钢制', '组', '1150.00'],
  ['圣奥 会议桌', '2400x1200mm 板式', '张', '3200.00'],
  ['格力 KFR-35GW 空调', '1.5匹 一级能效 壁挂式', '台', '2899.00'],
  ['美的 MRO-102 净水器', '反渗透 400G', '台', '1599.00'],
  ['公牛 GN-B3030 插线板', '3位 3米', '个', '49.90'],
  ['飞利浦 LED 平板灯', '600x600mm 36W', '盏', '128.00'],
  ['维达 抽纸', '3层 130抽 24包/箱', '箱', '69.90'],
  ['蓝月亮 洗手液', '500g 4瓶/箱', '箱', '59.00'],
  ['农夫山泉 饮用天然水', '550ml 24瓶/箱', '箱', '36.00'],
  ['海康威视 DS-2CD3T46 网络摄像机', '400万像素 4mm', '台', '459.00'],
  ['TP-LINK TL-SG1024DT 交换机', '24口 千兆', '台', '499.00'],
  ['华为 AR161 企业路由器', '千兆 双WAN', '台', '1280.00'],
  ['西部数据 移动硬盘', '2TB USB3.0', '个', '499.00'],
  ['金士顿 U盘', '64GB USB3.2', '个', '39.90'],
  ['得力 DL-820K 针式打印机', '82列 平推', '台', '1099.00'],
  ['晨光 荧光笔', '6色/盒', '盒', '12.50'],
];

/** A string literal of our own reference data (quotes doubled). */
const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;
const textArray = (list: readonly string[]) => sql.raw(`array[${list.map(literal).join(',')}]::text[]`);
/** A cell written as SQL as it is (a typed literal of our own). */
type RawCell = { sql: string };
const cellText = (cell: string | number | RawCell) =>
  typeof cell === 'number' ? String(cell) : typeof cell === 'string' ? literal(cell) : cell.sql;
/** An inline table of constants: `(values (1, 'a', ...), ...) as name(columns)`. */
const valuesTable = (
  name: string,
  columns: readonly string[],
  rows: readonly (readonly (string | number | RawCell)[])[],
) =>
  sql.raw(
    `(values ${rows.map((row) => `(${row.map(cellText).join(',')})`).join(',')}) as ${name}(${columns.join(',')})`,
  );

/** Districts of the national tree (the first four of every city), for receivers' addresses. */
const districts = () => {
  const { byId, childrenOf } = nationalRegions();
  const rows: [number, string, string, string, string][] = [];
  for (const province of childrenOf.get(0) ?? []) {
    for (const city of childrenOf.get(province.id) ?? []) {
      for (const district of (childrenOf.get(city.id) ?? []).slice(0, 4)) {
        rows.push([
          rows.length + 1,
          String(province.id),
          String(city.id),
          String(district.id),
          [province.name, byId.get(city.id)?.name ?? '', district.name].join(' '),
        ]);
      }
    }
  }
  return rows;
};

/** A 31-bit hash of an integer expression, one stream per salt: the same on PGlite and PostgreSQL. */
const hash = (of: string, salt: number) => `(hashint8extended((${of})::bigint, ${salt}) & 2147483647)`;

// ---- partners ----

type BenchPartner = { no: number; partnerNo: string; name: string; contactName: string; mobile: string };

/** GYS100001 上海华信办公用品有限公司 ...: a city and a trade name (unique together) and a trade. */
const benchPartnerOf = (no: number): BenchPartner => {
  const i = no - 1;
  return {
    no,
    partnerNo: `GYS1${String(no).padStart(5, '0')}`,
    name: `${CITIES[i % CITIES.length]}${TRADE_NAMES[Math.floor(i / CITIES.length) % TRADE_NAMES.length]}${TRADES[(i * 7) % TRADES.length]}有限公司`,
    contactName: `${SURNAMES[i % SURNAMES.length]}经理`,
    mobile: `139${String(10_000_000 + i).padStart(8, '0')}`,
  };
};

/**
 * The 1,000 active bench partners, created when missing, each in one to three procurement channels.
 * Returns their ids and channels, in partner number order.
 */
const ensureBenchPartners = async (db: DbOrTx): Promise<{ id: number; channels: number[] }[]> => {
  const wanted = Array.from({ length: BENCH_PARTNERS }, (_, i) => benchPartnerOf(i + 1));
  await db.execute(sql`
    insert into partners (partner_no, name, state, contact_name, mobile, created_at, updated_at)
    select p.partner_no, p.name, ${PartnerState.active}::smallint, p.contact_name, p.mobile,
      now() - (400 + p.n % 700) * interval '1 day', now() - (p.n % 30) * interval '1 day'
    from ${valuesTable(
      'p',
      ['n', 'partner_no', 'name', 'contact_name', 'mobile'],
      wanted.map((p) => [p.no, p.partnerNo, p.name, p.contactName, p.mobile]),
    )}
    on conflict do nothing`);
  const rows = await queryRows<{ id: number; partner_no: string; name: string }>(
    db,
    sql`select id, partner_no, name from partners
      where partner_no between ${wanted[0].partnerNo} and ${wanted[wanted.length - 1].partnerNo}`,
  );
  // A bench partner is known by its number and name: a registered partner that drew the number is not one.
  const idOf = new Map(rows.map((row) => [`${row.partner_no} ${row.name}`, Number(row.id)]));
  const keyOf = (p: BenchPartner) => `${p.partnerNo} ${p.name}`;
  const missing = wanted.find((p) => !idOf.has(keyOf(p)));
  if (missing) {
    throw new Error(
      `bench partner ${missing.partnerNo} ${missing.name} could not be created (number or name taken)`,
    );
  }
  const channelIds = (
    await queryRows<{ id: number }>(
      db,
      sql`select id from channels where code <> 'offline' order by sort, id`,
    )
  ).map((row) => Number(row.id));
  const partners = wanted.map((p) => {
    const count = 1 + (p.no % 3);
    const channels = Array.from(
      { length: count },
      (_, j) => channelIds[(p.no * 7 + j * 11) % channelIds.length],
    );
    return { id: idOf.get(keyOf(p)) as number, channels: [...new Set(channels)] };
  });
  await db.execute(sql`
    insert into partner_channels (partner_id, channel_id, joined_time)
    select pc.partner_id, pc.channel_id, now() - interval '400 days'
    from ${valuesTable(
      'pc',
      ['partner_id', 'channel_id'],
      partners.flatMap((p) => p.channels.map((channel) => [p.id, channel])),
    )}
    on conflict do nothing`);
  return partners;
};

// ---- orders ----

/** Bench orders carry this mark in their number: `<CHANNEL><yyyyMMdd>B<8-digit serial>`. */
const BENCH_ORDER_NO = '%B________';

/**
 * The batch statement: orders `from`..`to` of the serial, with their items, a 'created' event and
 * the event of their latest change, and the shipment of shipped ones, in one statement (the rows
 * find their order ids through RETURNING). Everything follows from the serial, so a run is the same
 * on every machine and database.
 */
const batchStatement = (constants: {
  partners: SQL;
  catalogue: SQL;
  districts: SQL;
  districtCount: number;
  anchor: string;
}): ((from: number, to: number) => SQL) => {
  const anchor = sql.raw(`${literal(constants.anchor)}::timestamptz`);
  const express = EXPRESS_COMPANIES.filter((company) => company.code !== 'SELF');
  const benchPartner = `2 + case when h.h1 % 2 = 0 then (h.h1 / 2) % ${BENCH_PARTNERS}
    else ((h.h1 / 2) % ${BENCH_PARTNERS}) * ((h.h1 / 2048) % ${BENCH_PARTNERS}) / ${BENCH_PARTNERS} end`;
  // Most orders are completed; recent ones are still on their way (state by age, in thousandths):
  // 3% cancelled by the buyer and 2% refused at any age; a few past the confirmation limit.
  const state = `case when h.h3 % 1000 < 30 then 8 when h.h3 % 1000 < 50 then 9
    when a.age_s < 86400 then case when h.h3 % 1000 < 100 then 1 when h.h3 % 1000 < 550 then 2
      when h.h3 % 1000 < 850 then 3 when h.h3 % 1000 < 900 then 4 else 5 end
    when a.age_s < 7 * 86400 then case when h.h3 % 1000 < 70 then 2 when h.h3 % 1000 < 250 then 3
      when h.h3 % 1000 < 300 then 4 when h.h3 % 1000 < 550 then 5 when h.h3 % 1000 < 700 then 6 else 7 end
    when a.age_s < 30 * 86400 then case when h.h3 % 1000 < 55 then 2 when h.h3 % 1000 < 85 then 3
      when h.h3 % 1000 < 100 then 4 when h.h3 % 1000 < 200 then 5 when h.h3 % 1000 < 350 then 6 else 7 end
    else case when h.h3 % 1000 < 51 then 2 when h.h3 % 1000 < 54 then 3 when h.h3 % 1000 < 56 then 4
      when h.h3 % 1000 < 65 then 5 when h.h3 % 1000 < 90 then 6 else 7 end end`;
  // Documents as the actions leave them: the contract and invoice are due from confirmation, the
  // sign-off from full shipment; received orders still miss an approved invoice; completed ones have
  // every required document approved; refused and cancelled ones need none.
  const d1 = '(s.h3 / 1000) % 100';
  const d2 = '(s.h3 / 100000) % 100';
  const d3 = '(s.h6 / 1000) % 100';
  const due = (d: string) =>
    `case when ${d} < 70 then 1 when ${d} < 85 then 2 when ${d} < 95 then 3 else 4 end`;
  const later = (d: string) =>
    `case when ${d} < 30 then 1 when ${d} < 50 then 2 when ${d} < 90 then 3 else 4 end`;
  const signState = `case s.state when 5 then case when ${d1} < 70 then 1 when ${d1} < 90 then 2 else 4 end
    when 6 then 3 when 7 then 3 else 0 end`;
  const contractState = `case when not r.contract_required then 0 when s.state in (3, 4) then ${due(d2)}
    when s.state = 5 then ${later(d2)}
    when s.state = 6 then case when ${d2} < 50 then 3 when ${d2} < 70 then 1 when ${d2} < 85 then 2 else 4 end
    when s.state = 7 then 3 else 0 end`;
  const invoiceState = `case when s.state in (3, 4) then ${due(d3)} when s.state = 5 then ${later(d3)}
    when s.state = 6 then case when ${d3} < 40 then 1 when ${d3} < 70 then 2 else 4 end
    when s.state = 7 then 3 else 0 end`;

  return (from, to) => sql`
    with src as materialized (
      select g, pm.partner_id, ch.id as channel_id, ch.confirm_hours, h.h3, h.h6, st.state, a.order_time,
        upper(ch.code) || to_char(a.order_time at time zone 'Asia/Shanghai', 'YYYYMMDD') || 'B' || lpad(g::text, 8, '0') as order_no,
        (${textArray(CUSTOMERS)})[1 + h.h5 % ${CUSTOMERS.length}] as customer_name,
        (${textArray(SURNAMES)})[1 + (h.h5 / 64) % ${SURNAMES.length}]
          || (${textArray(GIVEN)})[1 + (h.h5 / 4096) % ${GIVEN.length}] as receiver_name,
        '1' || (array['38','39','58','59','86','87'])[1 + (h.h5 / 262144) % 6] || lpad((h.h6 % 100000000)::text, 8, '0') as receiver_phone,
        jsonb_build_array(d.province, d.city, d.district) as region_codes, d.name as region_name,
        (${textArray(STREETS)})[1 + (h.h4 / 8192) % ${STREETS.length}] || (1 + h.h6 % 300) || '号' as address,
        (case when (h.h4 / 8) % 10 < 7 then 0 else (array[8, 12, 15, 20])[1 + (h.h4 / 128) % 4] end)::numeric(18, 2) as freight,
        (array[1, 1, 1, 2, 2, 3])[1 + (h.h4 / 1024) % 6] as item_count,
        case when (h.h5 / 16777216) % 5 = 0 then (${textArray(REMARKS)})[1 + (h.h6 / 300) % ${REMARKS.length}] end as remark,
        case st.state when 8 then (${textArray(CANCEL_REASONS)})[1 + h.h4 % ${CANCEL_REASONS.length}]
          when 9 then (${textArray(REFUSE_REASONS)})[1 + h.h4 % ${REFUSE_REASONS.length}] end as reason,
        t.confirmed, t.shipped, t.received, t.done,
        (array[${sql.raw(express.map((c) => literal(c.code)).join(','))}])[1 + h.h6 % ${express.length}] as express_code,
        (array[${sql.raw(express.map((c) => literal(c.name)).join(','))}])[1 + h.h6 % ${express.length}] as express_name,
        (array[${sql.raw(express.map((c) => literal(c.code)).join(','))}])[1 + h.h6 % ${express.length}]
          || (143000000000 + g)::text as tracking_no,
        h.h4
      from generate_series(${from}::int, ${to}::int) g
      cross join lateral (select ${sql.raw(hash('g', 11))} as h1, ${sql.raw(hash('g', 12))} as h2,
        ${sql.raw(hash('g', 13))} as h3, ${sql.raw(hash('g', 14))} as h4, ${sql.raw(hash('g', 15))} as h5,
        ${sql.raw(hash('g', 16))} as h6) h
      join ${constants.partners} on pm.idx = case when g % ${DEMO_SHARE} = 0 then 1 else ${sql.raw(benchPartner)} end
      join channels ch on ch.id = pm.channels[1 + h.h4 % cardinality(pm.channels)]
      cross join lateral (select h.h2 % ${YEAR_SECONDS} as age_s,
        ${anchor} - (h.h2 % ${YEAR_SECONDS}) * interval '1 second' as order_time) a
      cross join lateral (select (${sql.raw(state)})::smallint as state) st
      join ${constants.districts} on d.idx = 1 + (h.h5 / 7) % ${constants.districtCount}
      -- Confirmed within hours, shipped within days, received and completed later; never after now.
      cross join lateral (select least(${anchor}, a.order_time + (1 + h.h6 % 20) * interval '1 hour') as confirmed) t1
      cross join lateral (select least(${anchor}, t1.confirmed + (2 + h.h5 % 70) * interval '1 hour') as shipped) t2
      cross join lateral (select least(${anchor}, t2.shipped + (24 + h.h4 % 96) * interval '1 hour') as received) t3
      cross join lateral (select t1.confirmed, t2.shipped, t3.received,
        least(${anchor}, t3.received + (24 + h.h3 % 216) * interval '1 hour') as done) t
    ),
    lines as materialized (
      select s.g, n, c.name, c.spec, c.unit, c.price, q.qty, (q.qty * c.price)::numeric(18, 2) as amount,
        case when s.state in (5, 6, 7) then q.qty when s.state = 4 and n = 1 then q.qty - 1 else 0 end as shipped
      from src s
      cross join lateral generate_series(1, s.item_count) n
      cross join lateral (select ${sql.raw(hash('s.g * 4 + n', 21))} as hl) x
      join ${constants.catalogue} on c.ci = 1 + (s.h4 / 32 + 13 * n) % ${CATALOGUE.length}
      -- A few of a machine, more of the small things, now and then a large lot; partly shipped lines
      -- have at least two.
      cross join lateral (select greatest(case when c.price >= 1000 then 1 + (x.hl / 10) % (case when x.hl % 10 = 0 then 20 else 4 end)
          when c.price >= 100 then 1 + (x.hl / 10) % 10
          else 1 + (x.hl / 10) % (case when x.hl % 10 = 0 then 200 else 30 end) end,
        case when s.state = 4 and n = 1 then 2 else 1 end) as qty) q
    ),
    sums as (select g, sum(amount) as items_amount from lines group by g),
    new_orders as (
      insert into orders (partner_id, order_no, source, channel_id, customer_name, receiver_name, receiver_phone,
        region_codes, region_name, address, items_amount, freight, total_amount, item_count, state, reason,
        contract_required, invoice_required, sign_state, contract_state, invoice_state, remark, order_time,
        confirm_deadline, confirmed_time, completed_time, created_by, created_time, updated_time)
      select s.partner_id, s.order_no, 1, s.channel_id, s.customer_name, s.receiver_name, s.receiver_phone,
        s.region_codes, s.region_name, s.address, m.items_amount, s.freight, m.items_amount + s.freight, s.item_count,
        s.state, s.reason, r.contract_required, true, (${sql.raw(signState)})::smallint,
        (${sql.raw(contractState)})::smallint, (${sql.raw(invoiceState)})::smallint, s.remark, s.order_time,
        case when s.state <> 1 then s.order_time + s.confirm_hours * interval '1 hour' end,
        case when s.state between 3 and 7 then s.confirmed end,
        case when s.state = 7 then s.done end,
        null, s.order_time,
        case s.state when 3 then s.confirmed when 4 then s.shipped when 5 then s.shipped when 6 then s.received
          when 7 then s.done when 8 then s.confirmed when 9 then s.confirmed else s.order_time end
      from src s
      join sums m on m.g = s.g
      cross join lateral (select m.items_amount + s.freight >= ${CONTRACT_REQUIRED_FROM}::numeric as contract_required) r
      returning partner_id, id, order_no, updated_time
    ),
    keyed as materialized (
      select s.*, o.id, o.updated_time
      from new_orders o join src s on s.partner_id = o.partner_id and s.order_no = o.order_no
    ),
    new_items as (
      insert into order_items (partner_id, order_id, goods_name, spec, unit, quantity, unit_price, amount,
        shipped_quantity, sort)
      select k.partner_id, k.id, l.name, l.spec, l.unit, l.qty, l.price, l.amount, l.shipped, l.n - 1
      from keyed k join lines l on l.g = k.g
      returning partner_id, id, order_id, shipped_quantity
    ),
    new_events as (
      insert into order_events (partner_id, order_id, action, state_from, state_to, detail, created_time)
      select k.partner_id, k.id, 'created', null, case when k.state = 1 then 1 else 2 end, null, k.order_time
      from keyed k
      union all
      select k.partner_id, k.id,
        case k.state when 3 then 'confirmed' when 4 then 'shipped' when 5 then 'shipped' when 6 then 'signApproved'
          when 7 then 'completed' when 8 then 'cancelledByBuyer' else 'refused' end,
        case when k.state in (3, 8, 9) then 2 when k.state in (4, 5) then 3 when k.state = 6 then 5 else 6 end,
        k.state,
        case when k.state in (4, 5) then k.express_name || ' ' || k.tracking_no when k.state in (8, 9) then k.reason end,
        k.updated_time
      from keyed k where k.state >= 3
    )
    insert into order_shipments (partner_id, order_id, express_code, tracking_no, items, created_by, shipped_time)
    select k.partner_id, k.id, k.express_code, k.tracking_no,
      jsonb_agg(jsonb_build_object('itemId', i.id, 'quantity', i.shipped_quantity::int::text) order by i.id),
      null, k.shipped
    from keyed k join new_items i on i.partner_id = k.partner_id and i.order_id = k.id
    where k.state between 4 and 7 and i.shipped_quantity > 0
    group by k.partner_id, k.id, k.express_code, k.tracking_no, k.shipped`;
};

/**
 * Rebuilds the kept counts (order-counts.ts countKeysOf: 'state:N', 'sign:N', 'contract:N',
 * 'invoice:N', 'day:N:yyyy-MM-dd') of the given partners from their orders, in one statement after
 * clearing them.
 */
const recountOrders = (db: Db, partnerIds: readonly number[]) =>
  db.transaction(async (tx) => {
    const ids = sql.raw(`array[${partnerIds.join(',')}]::bigint[]`);
    // The statements' count ('settlement:1') is no order's: it stays.
    await tx.execute(
      sql`delete from order_counts where partner_id = any(${ids}) and not starts_with(key, 'settlement:')`,
    );
    await tx.execute(sql`
      insert into order_counts (partner_id, key, count)
      select o.partner_id, k.key, count(*)::int
      from orders o
      cross join lateral (values ('state:' || o.state), ('sign:' || o.sign_state), ('contract:' || o.contract_state),
        ('invoice:' || o.invoice_state),
        ('day:' || o.state || ':' || to_char(o.order_time at time zone 'UTC', 'YYYY-MM-DD'))) k(key)
      where o.partner_id = any(${ids})
      group by o.partner_id, k.key`);
  });

/**
 * Order volume for benchmarks (`npm run seed -- --orders N`): N channel orders over the last year,
 * spread deterministically over 1,000 bench partners (GYS100001 ... GYS101000, created when missing)
 * with every tenth one the demo partner A's. Most are completed; the recent ones are in every other
 * state, with documents as the order's state makes them due, a few past the confirmation limit; one to
 * three lines each with exact amounts, a timeline and, once shipped, a shipment. Written with
 * set-based SQL in batches, each in its own transaction; then the kept counts of the partners are
 * rebuilt and the tables analyzed. Orders of an earlier run are kept: the run adds up to N in total.
 */
export const seedOrdersScale = async (
  db: Db,
  total: number,
  log: (line: string) => void = () => {},
): Promise<number> => {
  const a = await partnerByNo(db, 'GYS000001');
  if (!a) throw new Error('the demo partner GYS000001 is missing: seed the demo set first');
  const bench = await ensureBenchPartners(db);
  const demoChannels = (
    await queryRows<{ channel_id: number }>(
      db,
      sql`select channel_id from partner_channels where partner_id = ${a.id} order by channel_id`,
    )
  ).map((row) => Number(row.channel_id));
  const [{ existing }] = await queryRows<{ existing: number }>(
    db,
    sql`select count(*)::int as existing from orders where source = 1 and created_by is null and order_no like ${BENCH_ORDER_NO}`,
  );
  const done = Number(existing);
  log(`bench partners ready; ${done} bench orders exist`);
  const places = districts();
  const statement = batchStatement({
    partners: valuesTable(
      'pm',
      ['idx', 'partner_id', 'channels'],
      [{ id: a.id, channels: demoChannels.length > 0 ? demoChannels : [1] }, ...bench].map((p, i) => [
        i + 1,
        p.id,
        { sql: `array[${p.channels.join(',')}]::int[]` },
      ]),
    ),
    catalogue: valuesTable(
      'c',
      ['ci', 'name', 'spec', 'unit', 'price'],
      CATALOGUE.map(([name, spec, unit, price], i) => [
        i + 1,
        name,
        spec,
        unit,
        { sql: `${price}::numeric(18, 2)` },
      ]),
    ),
    districts: valuesTable('d', ['idx', 'province', 'city', 'district', 'name'], places),
    districtCount: places.length,
    anchor: new Date().toISOString(),
  });
  const started = Date.now();
  for (let from = done + 1; from <= total; from += BATCH) {
    const to = Math.min(total, from + BATCH - 1);
    await db.transaction(async (tx) => {
      // The planner overestimates the generated rows by far and would JIT-compile the statement,
      // which costs PostgreSQL more than running it.
      await tx.execute(sql`set local jit = off`);
      await tx.execute(statement(from, to));
    });
    const seconds = (Date.now() - started) / 1000;
    log(`orders ${to} / ${total} (${Math.round((to - done) / seconds)} orders/s)`);
  }
  if (total > done) {
    log('rebuilding the kept order counts');
    await recountOrders(db, [a.id, ...bench.map((p) => p.id)]);
    log('rebuilding the order rollups');
    await db.transaction((tx) => rebuildRollups(tx, [a.id, ...bench.map((p) => p.id)], businessTimeZone()));
    log('analyzing');
    // Fresh statistics and visibility maps (index-only counts) after a bulk load; PGlite has no
    // autovacuum to gather them.
    for (const table of [
      'orders',
      'order_items',
      'order_events',
      'order_shipments',
      'order_counts',
      'order_rollups',
      'partners',
    ]) {
      await db.execute(sql.raw(`vacuum analyze ${table}`));
    }
  }
  return Math.max(0, total - done);
};
