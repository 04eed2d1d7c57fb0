import { z } from 'zod';
import { MobileSchema } from './auth';

const USCC_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const USCC_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/**
 * The unified social credit code of a business licence (GB 32100-2015): 18 characters of
 * USCC_CHARS whose last one is the check character of the first 17.
 */
export const isUnifiedSocialCreditCode = (code: string): boolean =>
  /^[0-9A-HJ-NPQRTUWXY]{18}$/.test(code) && usccCheckCharacterOf(code.slice(0, 17)) === code[17];

/** The check character (18th) of a credit code's first 17 characters. */
export const usccCheckCharacterOf = (first17: string): string => {
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += USCC_CHARS.indexOf(first17[i]) * USCC_WEIGHTS[i];
  return USCC_CHARS[(31 - (sum % 31)) % 31];
};

const required = (key: string, max: number) =>
  z.string({ error: key }).trim().min(1, { error: key }).max(max);

/** The company details a partner submits on /ucenter/detail (state 4 -> 3). */
export const PartnerDetailInputSchema = z.object({
  licenceNo: z
    .string({ error: 'partner.licenceNoRequired' })
    .trim()
    .toUpperCase()
    .min(1, { error: 'partner.licenceNoRequired' })
    .refine(isUnifiedSocialCreditCode, { error: 'partner.licenceNoInvalid' }),
  legalPerson: required('partner.legalPersonRequired', 30),
  taxNo: z
    .string({ error: 'partner.taxNoRequired' })
    .trim()
    .toUpperCase()
    .min(1, { error: 'partner.taxNoRequired' })
    .regex(/^[0-9A-Z]{15,20}$/, { error: 'partner.taxNoInvalid' }),
  address: required('partner.addressRequired', 200),
  bankName: required('partner.bankNameRequired', 100),
  bankAccount: z
    .string({ error: 'partner.bankAccountRequired' })
    .trim()
    .min(1, { error: 'partner.bankAccountRequired' })
    .regex(/^[0-9-]{6,32}$/, { error: 'partner.bankAccountInvalid' }),
  /** File id of the uploaded business licence (an image or pdf of this partner). */
  licenceFile: z.coerce
    .number({ error: 'partner.licenceFileRequired' })
    .int({ error: 'partner.licenceFileRequired' })
    .positive({ error: 'partner.licenceFileRequired' }),
  contactName: required('partner.contactNameRequired', 20),
  contactMobile: MobileSchema,
});
export type PartnerDetailInput = z.infer<typeof PartnerDetailInputSchema>;

/** GET /api/account/partner/detail. `details` is null until the first submission. */
export const PartnerDetailSchema = z.object({
  partnerNo: z.string(),
  partnerName: z.string(),
  /** 1 active, 2 disabled, 3 under review, 4 details to complete. */
  state: z.number().int(),
  /** Why the partner was rejected (state 4 after a review) or disabled (state 2). */
  stateReason: z.string().nullable(),
  contactName: z.string().nullable(),
  mobile: z.string().nullable(),
  details: z
    .object({
      licenceNo: z.string(),
      legalPerson: z.string(),
      taxNo: z.string(),
      address: z.string(),
      bankName: z.string(),
      bankAccount: z.string(),
      licenceFile: z.number().int(),
      contactName: z.string(),
      contactMobile: z.string(),
    })
    .nullable(),
  submittedTime: z.string().nullable(),
});
export type PartnerDetail = z.infer<typeof PartnerDetailSchema>;

/**
 * POST /api/account/partner/detail/change-request: an approved partner's details are read-only; it
 * asks the platform to change them, saying what (the operator follows up and changes them).
 */
export const DetailChangeRequestInputSchema = z.object({
  content: z
    .string({ error: 'partner.changeRequestRequired' })
    .trim()
    .min(1, { error: 'partner.changeRequestRequired' })
    .max(500, { error: 'partner.changeRequestTooLong' }),
});
export type DetailChangeRequestInput = z.infer<typeof DetailChangeRequestInputSchema>;

export const DetailChangeRequestSchema = z.object({ requestedTime: z.string() });
export type DetailChangeRequest = z.infer<typeof DetailChangeRequestSchema>;

export const InvoiceTypeSchema = z.enum(['normal', 'special', 'electronic']);
export type InvoiceType = z.infer<typeof InvoiceTypeSchema>;

/** /ucenter/partner_set. Every field has a default, so an empty stored object is valid. */
export const PartnerSettingsSchema = z.object({
  /** Remind the partner's users of orders waiting for confirmation. */
  orderConfirmReminder: z.boolean().default(true),
  /** The reminder's snooze ("later") in hours: the spec's partnerOrderConfirmNoticeTimes. */
  orderConfirmNoticeHours: z.number().int().min(1).max(72).default(2),
  defaultInvoiceType: InvoiceTypeSchema.default('normal'),
  contactEmail: z
    .string()
    .trim()
    .max(100)
    .refine((v) => v === '' || z.email().safeParse(v).success, { error: 'partner.emailInvalid' })
    .default(''),
});
export type PartnerSettings = z.infer<typeof PartnerSettingsSchema>;
