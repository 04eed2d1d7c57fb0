import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';

export type StateWithReasonProps = {
  /** The state's tag. */
  tag: ReactNode;
  /** Why it is in that state (a rejection, a withdrawal ...), cut to `width` with the whole on hover. */
  reason: string | null;
  /** The reason is a rejection: red, else orange. */
  rejected: boolean;
  width: number;
};

/** A list's state cell: the state's tag with the reason for it underneath. */
export const StateWithReason = ({ tag, reason, rejected, width }: StateWithReasonProps) => (
  <Flex vertical gap={2} align="flex-start">
    {tag}
    {reason ? (
      <Typography.Text
        type={rejected ? 'danger' : 'warning'}
        ellipsis={{ tooltip: reason }}
        style={{ maxWidth: width }}
      >
        {reason}
      </Typography.Text>
    ) : null}
  </Flex>
);
