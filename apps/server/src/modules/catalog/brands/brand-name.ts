/** A brand name's identity: full-width folded, lower case, without spaces ("Deli 得力" = "deli得力"). */
export const nameKeyOf = (name: string): string => name.normalize('NFKC').toLowerCase().replace(/\s+/g, '');
