// Reference data: parameter templates of the platform's level-2 categories (ids from category-data.ts).
// Installed by catalog-reference-data.ts; checked by category-data.unit.test.ts.

/** A parameter of a category's template: goods in the category fill it in. */
export type CategoryParamSeed = { name: string; required: boolean; options?: readonly string[] };

const WARRANTY: CategoryParamSeed = { name: '质保期', required: true, options: ['1年', '2年', '3年', '5年'] };
const ENERGY_GRADE: CategoryParamSeed = {
  name: '能效等级',
  required: true,
  options: ['一级', '二级', '三级'],
};
const PACK_QUANTITY: CategoryParamSeed = { name: '包装数量', required: true };
const COLOR: CategoryParamSeed = { name: '颜色', required: false };
const OPERATING_SYSTEM: CategoryParamSeed = {
  name: '操作系统',
  required: true,
  options: ['Windows 11 专业版', 'Windows 11 家庭版', '统信UOS', '银河麒麟', '无操作系统'],
};
const MEMORY: CategoryParamSeed = {
  name: '内存容量',
  required: true,
  options: ['8GB', '16GB', '32GB', '64GB'],
};
const ENVIRONMENTAL_GRADE: CategoryParamSeed = {
  name: '环保等级',
  required: true,
  options: ['ENF级', 'E0级', 'E1级'],
};
const SOFTWARE_LICENSE: readonly CategoryParamSeed[] = [
  { name: '授权方式', required: true, options: ['永久授权', '订阅授权'] },
  { name: '授权数量', required: true },
  { name: '适用平台', required: true, options: ['x86', 'ARM', 'LoongArch', 'MIPS'] },
  { name: '服务年限', required: false, options: ['1年', '3年', '5年'] },
];
const CARTRIDGE: readonly CategoryParamSeed[] = [
  { name: '适用机型', required: true },
  { name: '耗材类型', required: true, options: ['原装', '兼容'] },
  { name: '颜色', required: true, options: ['黑色', '青色', '品红色', '黄色', '三色'] },
  { name: '打印页数', required: true },
];

/** Parameter templates per platform level-2 category id (applies to all its leaves). */
export const CATEGORY_PARAMS: Readonly<Record<number, readonly CategoryParamSeed[]>> = {
  // 办公用品/书写工具
  1001: [
    { name: '笔尖规格', required: true, options: ['0.38mm', '0.5mm', '0.7mm', '1.0mm'] },
    { name: '墨水颜色', required: true, options: ['黑色', '蓝色', '红色', '绿色'] },
    { name: '出笔方式', required: false, options: ['按动式', '拔帽式', '旋转式'] },
    { name: '笔杆材质', required: false, options: ['塑料', '金属'] },
    PACK_QUANTITY,
  ],
  // 办公用品/纸张本册
  1002: [
    { name: '规格', required: true, options: ['A3', 'A4', 'A5', 'B5', '16K'] },
    { name: '克重', required: false, options: ['70g', '80g', '100g', '120g'] },
    { name: '每包张数', required: false },
    COLOR,
    PACK_QUANTITY,
  ],
  // 办公用品/文件管理
  1003: [
    { name: '规格', required: true, options: ['A4', 'A3', 'F4', 'B5'] },
    { name: '材质', required: true, options: ['PP', 'PVC', '牛皮纸', '纸板'] },
    { name: '背宽', required: false },
    COLOR,
    PACK_QUANTITY,
  ],
  // 办公用品/桌面文具
  1004: [{ name: '规格型号', required: true }, { name: '材质', required: false }, COLOR, PACK_QUANTITY],
  // 办公用品/财务用品
  1005: [
    { name: '规格', required: true },
    { name: '联数', required: false, options: ['一联', '二联', '三联', '四联'] },
    { name: '纸张类型', required: false, options: ['胶版纸', '无碳复写纸', '牛皮纸'] },
    PACK_QUANTITY,
  ],
  // 办公设备/打印机
  1101: [
    { name: '打印速度', required: true },
    { name: '最大打印幅面', required: true, options: ['A4', 'A3'] },
    { name: '打印颜色', required: true, options: ['黑白', '彩色'] },
    { name: '双面打印', required: true, options: ['是', '否'] },
    { name: '网络打印', required: true, options: ['有线网络', '无线网络', '有线+无线', '不支持'] },
    { name: '首页输出时间', required: false },
    { name: '月打印负荷', required: false },
    WARRANTY,
  ],
  // 办公设备/复印机及一体机
  1102: [
    { name: '复印速度', required: true },
    { name: '最大幅面', required: true, options: ['A4', 'A3', 'A0'] },
    { name: '复印颜色', required: true, options: ['黑白', '彩色'] },
    { name: '标配功能', required: true, options: ['复印', '复印/打印/扫描', '复印/打印/扫描/传真'] },
    { name: '输稿器', required: false, options: ['双面同步输稿器', '双面输稿器', '单面输稿器', '无'] },
    { name: '纸盒容量', required: false },
    WARRANTY,
  ],
  // 办公设备/扫描设备
  1103: [
    { name: '扫描类型', required: true, options: ['平板式', '馈纸式', '平板+馈纸式', '高拍式', '手持式'] },
    { name: '最大扫描幅面', required: true, options: ['A4', 'A3'] },
    { name: '光学分辨率', required: false },
    { name: '扫描速度', required: false },
    { name: '接口类型', required: false, options: ['USB', '网络', '无线'] },
    WARRANTY,
  ],
  // 办公设备/投影及显示设备
  1104: [
    { name: '亮度', required: true },
    { name: '分辨率', required: true, options: ['1024×768', '1280×800', '1920×1080', '3840×2160'] },
    { name: '光源类型', required: false, options: ['灯泡', '激光', 'LED'] },
    { name: '屏幕尺寸', required: false },
    { name: '对比度', required: false },
    WARRANTY,
  ],
  // 计算机设备/台式计算机
  1201: [
    { name: '处理器', required: true },
    MEMORY,
    { name: '硬盘容量', required: true, options: ['256GB SSD', '512GB SSD', '1TB SSD', '512GB SSD+1TB HDD'] },
    OPERATING_SYSTEM,
    { name: '显示器尺寸', required: false, options: ['21.5英寸', '23.8英寸', '27英寸', '不含显示器'] },
    { name: '显卡', required: false, options: ['集成显卡', '独立显卡'] },
    WARRANTY,
  ],
  // 计算机设备/便携式计算机
  1202: [
    { name: '处理器', required: true },
    MEMORY,
    { name: '硬盘容量', required: true, options: ['256GB SSD', '512GB SSD', '1TB SSD', '2TB SSD'] },
    { name: '屏幕尺寸', required: true, options: ['13.3英寸', '14英寸', '15.6英寸', '16英寸'] },
    OPERATING_SYSTEM,
    { name: '重量', required: false },
    WARRANTY,
  ],
  // 计算机设备/服务器
  1203: [
    { name: '结构', required: true, options: ['1U机架式', '2U机架式', '4U机架式', '塔式', '刀片式'] },
    { name: '处理器', required: true },
    { name: '内存容量', required: true, options: ['32GB', '64GB', '128GB', '256GB', '512GB'] },
    { name: '硬盘配置', required: true },
    { name: 'RAID卡', required: false },
    { name: '电源', required: false, options: ['单电源', '冗余电源'] },
    WARRANTY,
  ],
  // 计算机设备/存储设备
  1204: [
    { name: '存储容量', required: true },
    { name: '接口类型', required: true, options: ['USB 3.0', 'USB-C', 'SATA', 'NVMe', 'SAS', '万兆网口'] },
    { name: '读取速度', required: false },
    WARRANTY,
  ],
  // 计算机设备/显示器
  1205: [
    { name: '屏幕尺寸', required: true, options: ['21.5英寸', '23.8英寸', '27英寸', '31.5英寸', '34英寸'] },
    { name: '分辨率', required: true, options: ['1920×1080', '2560×1440', '3840×2160'] },
    { name: '面板类型', required: false, options: ['IPS', 'VA', 'TN', 'OLED'] },
    { name: '刷新率', required: false, options: ['60Hz', '75Hz', '100Hz', '144Hz'] },
    { name: '视频接口', required: false, options: ['HDMI', 'DP', 'VGA', 'Type-C'] },
    WARRANTY,
  ],
  // 计算机设备/电脑外设
  1206: [
    { name: '连接方式', required: true, options: ['有线', '无线', '蓝牙', '无线+蓝牙'] },
    { name: '接口类型', required: false, options: ['USB-A', 'USB-C'] },
    COLOR,
    WARRANTY,
  ],
  // 网络及通信设备/网络设备
  1301: [
    { name: '端口数量', required: true },
    { name: '端口速率', required: true, options: ['百兆', '千兆', '2.5G', '万兆'] },
    { name: '管理类型', required: true, options: ['网管型', '非网管型'] },
    { name: 'PoE供电', required: false, options: ['支持', '不支持'] },
    { name: '安装方式', required: false, options: ['桌面式', '机架式', '壁挂式', '吸顶式'] },
    WARRANTY,
  ],
  // 网络及通信设备/网络安全设备
  1302: [
    { name: '网络吞吐量', required: true },
    { name: '最大并发连接数', required: false },
    { name: '接口数量', required: false },
    { name: '产品形态', required: true, options: ['硬件', '虚拟化'] },
    { name: '特征库升级年限', required: false, options: ['1年', '3年', '5年'] },
    WARRANTY,
  ],
  // 网络及通信设备/综合布线
  1304: [
    { name: '类别', required: true, options: ['超五类', '六类', '超六类', '七类', '单模', '多模'] },
    { name: '屏蔽类型', required: false, options: ['非屏蔽', '屏蔽'] },
    { name: '长度', required: false },
    COLOR,
  ],
  // 网络及通信设备/安防监控设备
  1306: [
    { name: '分辨率', required: true, options: ['200万像素', '400万像素', '800万像素'] },
    { name: '镜头焦距', required: false },
    { name: '红外距离', required: false },
    { name: '供电方式', required: false, options: ['PoE', 'DC12V', 'AC24V'] },
    { name: '防护等级', required: false, options: ['IP66', 'IP67'] },
    WARRANTY,
  ],
  // 数码电子/摄影摄像
  1402: [
    { name: '有效像素', required: true },
    { name: '传感器尺寸', required: false, options: ['全画幅', 'APS-C', 'M4/3', '1英寸'] },
    { name: '视频分辨率', required: false, options: ['1080P', '4K', '8K'] },
    { name: '镜头卡口', required: false },
    WARRANTY,
  ],
  // 家用电器/空调
  1501: [
    { name: '匹数', required: true, options: ['1匹', '1.5匹', '2匹', '3匹', '5匹'] },
    ENERGY_GRADE,
    { name: '冷暖类型', required: true, options: ['冷暖型', '单冷型'] },
    { name: '变频/定频', required: true, options: ['变频', '定频'] },
    { name: '适用面积', required: false },
    { name: '电源', required: false, options: ['220V', '380V'] },
    WARRANTY,
  ],
  // 家用电器/冰箱冷柜
  1502: [
    { name: '总容积', required: true },
    ENERGY_GRADE,
    { name: '制冷方式', required: true, options: ['风冷', '直冷', '风直冷'] },
    { name: '门款式', required: false, options: ['单门', '双门', '三门', '多门', '对开门'] },
    WARRANTY,
  ],
  // 家用电器/电视
  1503: [
    {
      name: '屏幕尺寸',
      required: true,
      options: ['43英寸', '55英寸', '65英寸', '75英寸', '85英寸', '98英寸'],
    },
    { name: '分辨率', required: true, options: ['全高清', '4K超高清', '8K超高清'] },
    ENERGY_GRADE,
    { name: '安装方式', required: false, options: ['座式', '壁挂'] },
    WARRANTY,
  ],
  // 家用电器/生活电器
  1504: [{ name: '额定功率', required: true }, { name: '适用面积', required: false }, COLOR, WARRANTY],
  // 家用电器/厨房电器
  1505: [
    { name: '额定功率', required: true },
    { name: '容量', required: false },
    { name: '控制方式', required: false, options: ['机械式', '电脑式', '触控式'] },
    WARRANTY,
  ],
  // 家用电器/洗衣机及热水器
  1506: [
    { name: '容量', required: true },
    ENERGY_GRADE,
    { name: '安装方式', required: false, options: ['落地式', '壁挂式', '嵌入式'] },
    WARRANTY,
  ],
  // 办公家具/桌类
  1601: [
    { name: '规格尺寸', required: true },
    { name: '主材', required: true, options: ['实木', '板式', '钢制', '钢木'] },
    ENVIRONMENTAL_GRADE,
    COLOR,
    { name: '安装服务', required: false, options: ['含安装', '不含安装'] },
    WARRANTY,
  ],
  // 办公家具/椅凳类
  1602: [
    { name: '面料', required: true, options: ['网布', '皮革', '布艺', '实木', '塑料'] },
    { name: '扶手', required: false, options: ['有扶手', '无扶手'] },
    { name: '升降功能', required: false, options: ['可升降', '不可升降'] },
    { name: '最大承重', required: false },
    COLOR,
    WARRANTY,
  ],
  // 办公家具/柜类
  1603: [
    { name: '规格尺寸', required: true },
    { name: '主材', required: true, options: ['钢制', '板式', '实木'] },
    { name: '门类型', required: false, options: ['对开门', '玻璃门', '抽屉', '格子门'] },
    { name: '锁具', required: false, options: ['机械锁', '密码锁', '指纹锁', '无锁'] },
    ENVIRONMENTAL_GRADE,
    COLOR,
  ],
  // 清洁用品/清洁纸品
  1701: [
    { name: '层数', required: true, options: ['2层', '3层', '4层'] },
    { name: '单包规格', required: true },
    { name: '原料', required: false, options: ['原生木浆', '竹浆', '混合浆'] },
    PACK_QUANTITY,
  ],
  // 清洁用品/清洁剂
  1702: [
    { name: '净含量', required: true },
    { name: '香型', required: false },
    { name: '适用对象', required: false },
    PACK_QUANTITY,
  ],
  // 劳保用品/手部防护
  1801: [
    { name: '尺码', required: true, options: ['S', 'M', 'L', 'XL'] },
    { name: '材质', required: true, options: ['棉纱', '丁腈', '乳胶', 'PVC', 'PE'] },
    { name: '防护等级', required: false },
    PACK_QUANTITY,
  ],
  // 劳保用品/呼吸防护
  1802: [
    { name: '防护等级', required: true, options: ['KN90', 'KN95', 'KN100', '医用外科', '普通防护'] },
    { name: '佩戴方式', required: true, options: ['耳挂式', '头戴式'] },
    { name: '独立包装', required: false, options: ['是', '否'] },
    PACK_QUANTITY,
  ],
  // 劳保用品/身体防护
  1804: [
    { name: '尺码', required: true, options: ['S', 'M', 'L', 'XL', 'XXL', 'XXXL'] },
    { name: '材质', required: false },
    COLOR,
  ],
  // 劳保用品/足部防护
  1805: [
    { name: '鞋码', required: true },
    { name: '防护功能', required: true, options: ['防砸', '防刺穿', '绝缘', '防滑', '防静电'] },
    { name: '鞋帮高度', required: false, options: ['低帮', '中帮', '高帮'] },
  ],
  // 食品饮料/饮用水
  1901: [
    { name: '净含量', required: true, options: ['350ml', '550ml', '1.5L', '5L', '18.9L'] },
    { name: '水源类型', required: false, options: ['天然矿泉水', '饮用纯净水', '饮用天然水'] },
    PACK_QUANTITY,
  ],
  // 食品饮料/茶叶
  1903: [
    { name: '净含量', required: true },
    { name: '产地', required: true },
    { name: '等级', required: false, options: ['特级', '一级', '二级', '三级'] },
    { name: '包装形式', required: false, options: ['罐装', '袋装', '盒装', '礼盒装'] },
    { name: '保质期', required: true },
  ],
  // 食品饮料/休闲零食
  1905: [
    { name: '净含量', required: true },
    { name: '口味', required: false },
    { name: '保质期', required: true },
    { name: '包装形式', required: false, options: ['袋装', '盒装', '罐装', '礼盒装'] },
  ],
  // 五金工具/手动工具
  2101: [
    { name: '规格', required: true },
    { name: '材质', required: false, options: ['铬钒钢', '碳钢', 'S2合金钢'] },
    { name: '件数', required: false },
  ],
  // 五金工具/电动工具
  2102: [
    { name: '额定功率', required: true },
    { name: '电源类型', required: true, options: ['交流电', '锂电池'] },
    { name: '电池电压', required: false, options: ['12V', '18V', '20V'] },
    { name: '电池数量', required: false },
    WARRANTY,
  ],
  // 电工电料/电线电缆
  2201: [
    { name: '截面积', required: true, options: ['1.5mm²', '2.5mm²', '4mm²', '6mm²', '10mm²'] },
    { name: '芯数', required: true, options: ['单芯', '2芯', '3芯', '4芯', '5芯'] },
    { name: '导体材质', required: true, options: ['铜', '铝'] },
    { name: '长度', required: false },
    COLOR,
  ],
  // 电工电料/开关插座
  2202: [
    { name: '插孔数', required: true },
    { name: '额定功率', required: true, options: ['2500W', '4000W'] },
    { name: '线长', required: false, options: ['无线', '1.8米', '3米', '5米'] },
    { name: 'USB接口', required: false, options: ['有', '无'] },
  ],
  // 电工电料/照明灯具
  2203: [
    { name: '功率', required: true },
    { name: '色温', required: true, options: ['3000K', '4000K', '5000K', '6500K'] },
    { name: '灯头类型', required: false, options: ['E27', 'E14', 'G13', '一体化'] },
    { name: '光通量', required: false },
    WARRANTY,
  ],
  // 电工电料/电源设备
  2206: [
    { name: '额定容量', required: true, options: ['1kVA', '2kVA', '3kVA', '6kVA', '10kVA'] },
    { name: '类型', required: true, options: ['在线式', '后备式', '在线互动式'] },
    { name: '后备时间', required: false },
    { name: '输入电压', required: false, options: ['220V', '380V'] },
    WARRANTY,
  ],
  // 办公耗材/硒鼓墨粉
  2401: CARTRIDGE,
  // 办公耗材/墨盒墨水
  2402: CARTRIDGE,
  // 软件/基础软件
  2501: SOFTWARE_LICENSE,
  // 软件/办公软件
  2502: SOFTWARE_LICENSE,
  // 软件/安全软件
  2503: SOFTWARE_LICENSE,
  // 体育用品/球类
  2601: [
    { name: '规格型号', required: true },
    { name: '材质', required: false },
    { name: '适用场地', required: false, options: ['室内', '室外', '室内外通用'] },
  ],
  // 体育用品/健身器材
  2603: [
    { name: '最大承重', required: false },
    { name: '产品尺寸', required: true },
    { name: '电源', required: false, options: ['220V', '无需电源'] },
    WARRANTY,
  ],
};
