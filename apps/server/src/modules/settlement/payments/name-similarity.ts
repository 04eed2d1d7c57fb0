/**
 * How close a payer's name is to a customer's (0..1), for the match suggestions. Names are
 * normalised first: full-width forms, case, spaces and brackets, and the legal-form suffixes a bank
 * may or may not print (有限公司, 公司 ...), so '南京 玄武区教育局' is '南京玄武区教育局' and
 * '华信科技有限公司' is '华信科技（公司）'.
 */

const SUFFIXES = [
  '股份有限公司',
  '有限责任公司',
  '有限公司',
  '集团公司',
  '公司',
  'co.,ltd.',
  'co.,ltd',
  'co.ltd',
  'ltd.',
  'ltd',
  'inc.',
  'inc',
];

/** The name as compared: NFKC, lower case, no spaces, brackets or punctuation, no legal-form suffix. */
export const normaliseName = (name: string): string => {
  let text = name
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s\u3000()[\]{}（）【】〔〕［］「」《》<>"'“”‘’·.,，。、\-_/\\]+/g, '');
  for (let changed = true; changed; ) {
    changed = false;
    for (const suffix of SUFFIXES) {
      const bare = suffix.replace(/[\s.,]/g, '');
      if (text.length > bare.length && text.endsWith(bare)) {
        text = text.slice(0, -bare.length);
        changed = true;
      }
    }
  }
  return text;
};

const bigramsOf = (text: string): Map<string, number> => {
  const chars = [...text];
  const grams = new Map<string, number>();
  if (chars.length === 1) grams.set(chars[0], 1);
  for (let i = 0; i + 1 < chars.length; i += 1) {
    const gram = chars[i] + chars[i + 1];
    grams.set(gram, (grams.get(gram) ?? 0) + 1);
  }
  return grams;
};

/** Dice's coefficient over character bigrams of two normalised names. */
const dice = (a: string, b: string): number => {
  const x = bigramsOf(a);
  const y = bigramsOf(b);
  let size = 0;
  let shared = 0;
  for (const count of x.values()) size += count;
  for (const [gram, count] of y) {
    size += count;
    shared += Math.min(count, x.get(gram) ?? 0);
  }
  return size === 0 ? 0 : (2 * shared) / size;
};

/**
 * 1 for the same name once normalised; a name inside the other (a department, a branch) at least
 * 0.8; otherwise the bigram overlap. Rounded to two decimals.
 */
export const nameSimilarity = (payer: string, customer: string): number => {
  const a = normaliseName(payer);
  const b = normaliseName(customer);
  if (!a || !b) return 0;
  if (a === b) return 1;
  let score = dice(a, b);
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (short.length >= 2 && long.includes(short))
    score = Math.max(score, 0.8 + 0.19 * (short.length / long.length));
  return Math.round(score * 100) / 100;
};

/** The same customer: the names are equal once normalised. */
export const sameName = (payer: string, customer: string): boolean => {
  const a = normaliseName(payer);
  return a !== '' && a === normaliseName(customer);
};
