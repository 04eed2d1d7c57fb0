/** Texts of the catalog selectors (category, channel, brand). */
export const selectorsLocale = {
  zh_CN: {
    category: {
      level1: '请选择一级类目',
      level2: '请选择二级类目',
      level3: '请选择三级类目',
      placeholder: '请选择类目',
      search: '搜索类目',
      notFound: '无匹配类目',
      empty: '暂无类目',
    },
    channel: { placeholder: '请选择渠道', notFound: '暂无渠道' },
    brand: { placeholder: '请选择品牌', search: '输入品牌名称搜索', notFound: '无匹配品牌' },
  },
  zh_TW: {
    category: {
      level1: '請選擇一級類目',
      level2: '請選擇二級類目',
      level3: '請選擇三級類目',
      placeholder: '請選擇類目',
      search: '搜索類目',
      notFound: '無匹配類目',
      empty: '暫無類目',
    },
    channel: { placeholder: '請選擇渠道', notFound: '暫無渠道' },
    brand: { placeholder: '請選擇品牌', search: '輸入品牌名稱搜索', notFound: '無匹配品牌' },
  },
  en: {
    category: {
      level1: 'Level 1 category',
      level2: 'Level 2 category',
      level3: 'Level 3 category',
      placeholder: 'Select a category',
      search: 'Search categories',
      notFound: 'No matching category',
      empty: 'No categories',
    },
    channel: { placeholder: 'Select a channel', notFound: 'No channels' },
    brand: {
      placeholder: 'Select a brand',
      search: 'Type a brand name to search',
      notFound: 'No matching brand',
    },
  },
};
