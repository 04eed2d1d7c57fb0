import { usccCheckCharacterOf } from '@portal/shared/contracts/partner-profile';

let serial = 0;

/** A valid unified social credit code (GB 32100-2015), different on each call. */
export const nextCreditCode = (): string => {
  serial += 1;
  const first17 = `91320100MA${String(serial).padStart(7, '0')}`;
  return first17 + usccCheckCharacterOf(first17);
};
