import type { SupplierRow } from '@portal/shared/contracts/suppliers';
import { Tag } from 'antd';
import { EMPTY_VALUE } from '../../../../shared/format';

/** A supplier's labels in their colours ('-' when none). */
export const LabelTags = ({ labels }: { labels: SupplierRow['labels'] }) =>
  labels.length === 0 ? (
    EMPTY_VALUE
  ) : (
    <span style={{ display: 'inline-flex', flexWrap: 'wrap', gap: 4 }}>
      {labels.map((label) => (
        <Tag key={label.id} color={label.color} style={{ marginInlineEnd: 0 }}>
          {label.labelName}
        </Tag>
      ))}
    </span>
  );
