/** A channel's terms: the fee it takes on sales and the hours it allows for confirming an order. */
export type ChannelTerms = { feeRate: string; confirmHours: number };

/** Terms of channels that differ from the usual ones (`DEFAULT_CHANNEL_TERMS`). */
export const CHANNEL_TERMS: Readonly<Record<number, ChannelTerms>> = {
  1: { feeRate: '0.0080', confirmHours: 24 },
  3: { feeRate: '0.0100', confirmHours: 24 },
  14: { feeRate: '0.0050', confirmHours: 24 },
  37: { feeRate: '0.0150', confirmHours: 24 },
  41: { feeRate: '0.0100', confirmHours: 72 },
  45: { feeRate: '0.0300', confirmHours: 24 },
  46: { feeRate: '0.0000', confirmHours: 72 },
  62: { feeRate: '0.0120', confirmHours: 24 },
  67: { feeRate: '0.0120', confirmHours: 24 },
};

export const DEFAULT_CHANNEL_TERMS: ChannelTerms = { feeRate: '0.0150', confirmHours: 48 };
