import { type InvitationRow, InvitationState } from '@portal/shared/contracts/quote';
import { Card, Flex, Form, Input, Popconfirm, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EMPTY_VALUE } from '../../../../shared/format';
import { FormDialog } from '../../../../shared/FormDialog';
import { ALL_TAB, CountedTabs } from '../../../../shared/CountedTabs';
import { PageTable, type PageTableHandle } from '../../../../shared/PageTable';
import { dateTimeColumn } from '../../../../shared/table-columns';
import { ChannelSelect } from '../../../../shared/selectors/ChannelSelect';
import { useFormSave } from '../../../../shared/use-form-save';
import { usePermission } from '../../../../shared/use-permission';
import { ExportButton } from '../../../communal/components/ExportButton';
import { GoodsPickerDialog } from '../../goods/components/GoodsPickerDialog';
import { QuotePriceDialog, type QuotePriceTarget } from '../components/QuotePriceDialog';
import { InvitationStateTag } from '../components/QuoteStateTag';
import {
  type InvitationFilter,
  invitationExport,
  invitationList,
  useAcceptInvitation,
  useDeclineInvitation,
  useInvitationCounts,
} from '../use-quotes';

const STATES = [
  InvitationState.awaiting,
  InvitationState.accepted,
  InvitationState.declined,
  InvitationState.expired,
];

/** The deadline, and while awaiting the answer how many days are left. */
const Deadline = ({ row }: { row: InvitationRow }) => {
  const { t } = useTranslation('quote');
  return (
    <Flex vertical>
      <span>{row.deadline}</span>
      {row.state === InvitationState.awaiting ? (
        <Typography.Text type={row.daysLeft <= 2 ? 'danger' : 'secondary'}>
          {row.daysLeft === 0 ? t('invitation.dueToday') : t('invitation.daysLeft', { count: row.daysLeft })}
        </Typography.Text>
      ) : null}
    </Flex>
  );
};

/** Declines an invitation with the reason the store sees. */
const DeclineDialog = ({
  invitation,
  onClose,
}: {
  invitation: InvitationRow | null;
  onClose: () => void;
}) => {
  const { t } = useTranslation('quote');
  const [form] = Form.useForm<{ reason: string }>();
  const declining = useDeclineInvitation();
  const { saving, save } = useFormSave(form, async (values) => {
    if (!invitation) return;
    await declining.mutateAsync({ id: invitation.id, reason: values.reason.trim() });
    form.resetFields();
    onClose();
  });
  return (
    <FormDialog
      open={invitation !== null}
      title={t('invitation.declineTitle')}
      width={520}
      form={form}
      name="decline"
      labelWidth={90}
      saving={saving}
      onSave={() => void save()}
      onClose={onClose}
      intro={
        <Typography.Paragraph type="secondary" style={{ marginTop: 16 }}>
          {t('invitation.declineIntro', { store: invitation?.storeName ?? '' })}
        </Typography.Paragraph>
      }
    >
      <Form.Item
        name="reason"
        label={t('invitation.reason')}
        rules={[
          { required: true, whitespace: true, message: t('invitation.reasonRequired') },
          { max: 200, message: t('invitation.reasonTooLong') },
        ]}
      >
        <Input.TextArea rows={3} showCount maxLength={200} />
      </Form.Item>
    </FormDialog>
  );
};

/**
 * /goods/store_accredit: channel stores' invitations to quote. The partner accepts or declines
 * before the deadline; an accepted invitation takes quotes of the partner's approved goods.
 */
const StoreAccreditPage = () => {
  const { t } = useTranslation('quote');
  const navigate = useNavigate();
  const acceptance = useAcceptInvitation();
  const { hasAll } = usePermission();
  const mayQuote = hasAll('goods:quote');
  const table = useRef<PageTableHandle<InvitationFilter>>(null);
  const [tab, setTab] = useState<string>(ALL_TAB);
  const [declining, setDeclining] = useState<InvitationRow | null>(null);
  const [picking, setPicking] = useState<InvitationRow | null>(null);
  const [quoting, setQuoting] = useState<QuotePriceTarget | null>(null);
  const counts = useInvitationCounts();

  const accept = (row: InvitationRow) => acceptance.mutateAsync({ id: row.id }).catch(() => undefined);

  const columns: TableColumnsType<InvitationRow> = [
    {
      title: t('invitation.store'),
      key: 'store',
      width: 210,
      render: (_value, row) => (
        <Flex vertical>
          <Typography.Text strong>{row.storeName}</Typography.Text>
          <Typography.Text type="secondary">{row.channelName}</Typography.Text>
        </Flex>
      ),
    },
    {
      title: t('invitation.scope'),
      key: 'scope',
      width: 160,
      render: (_value, row) =>
        row.categories.length === 0 ? (
          <Tag>{t('invitation.allCategories')}</Tag>
        ) : (
          <Flex gap={4} wrap>
            {row.categories.map((category) => (
              <Tag key={category.id}>{category.name}</Tag>
            ))}
          </Flex>
        ),
    },
    {
      title: t('invitation.message'),
      dataIndex: 'message',
      width: 220,
      ellipsis: { showTitle: true },
      render: (value: string | null) => value ?? EMPTY_VALUE,
    },
    {
      title: t('invitation.deadline'),
      key: 'deadline',
      dataIndex: 'deadline',
      sorter: true,
      width: 130,
      render: (_value, row) => <Deadline row={row} />,
    },
    {
      title: t('invitation.state'),
      key: 'state',
      width: 160,
      render: (_value, row) => (
        <Flex vertical gap={2} align="flex-start">
          <InvitationStateTag state={row.state} />
          {row.reason ? (
            <Typography.Text type="secondary" ellipsis={{ tooltip: row.reason }} style={{ maxWidth: 150 }}>
              {row.reason}
            </Typography.Text>
          ) : null}
        </Flex>
      ),
    },
    {
      title: t('invitation.quotes'),
      key: 'quotes',
      width: 150,
      render: (_value, row) =>
        row.quoteCount === 0 ? (
          EMPTY_VALUE
        ) : (
          <Typography.Link onClick={() => navigate(`/goods/quote?invitationId=${row.id}`)}>
            {t('invitation.quoteCount', { count: row.quoteCount, effective: row.effectiveCount })}
          </Typography.Link>
        ),
    },
    dateTimeColumn(t('invitation.invitedTime'), 'createdTime', 170),
    {
      title: t('invitation.actions'),
      key: 'actions',
      width: 140,
      fixed: 'right',
      render: (_value, row) =>
        !mayQuote ? null : row.state === InvitationState.awaiting && row.daysLeft >= 0 ? (
          <Flex gap={10} wrap>
            <Popconfirm title={t('invitation.acceptConfirm')} onConfirm={() => accept(row)}>
              <Typography.Link>{t('invitation.accept')}</Typography.Link>
            </Popconfirm>
            <Typography.Link type="danger" onClick={() => setDeclining(row)}>
              {t('invitation.decline')}
            </Typography.Link>
          </Flex>
        ) : row.state === InvitationState.accepted ? (
          <Typography.Link onClick={() => setPicking(row)}>{t('invitation.quote')}</Typography.Link>
        ) : null,
    },
  ];

  return (
    <Card variant="borderless">
      <CountedTabs
        activeKey={tab}
        onChange={setTab}
        tabs={[ALL_TAB, ...STATES.map(String)].map((key) => ({
          key,
          label: key === ALL_TAB ? t('invitation.all') : t(`invitation.state_${key}`),
        }))}
        counts={counts}
      />
      <PageTable<InvitationRow, InvitationFilter>
        ref={table}
        {...invitationList}
        params={{ state: tab === ALL_TAB ? undefined : (Number(tab) as InvitationState) }}
        rowKey="id"
        columns={columns}
        tableProps={{ scroll: { x: 1300 }, locale: { emptyText: t('invitation.empty') } }}
        search={
          <>
            <Form.Item name="storeName" label={t('invitation.storeName')}>
              <Input allowClear style={{ width: 200 }} />
            </Form.Item>
            <Form.Item name="channelId" label={t('invitation.channel')}>
              <ChannelSelect authType style={{ width: 180 }} />
            </Form.Item>
          </>
        }
        toolbar={
          // The search form and the tab's state, as the rows on screen.
          <ExportButton endpoint={invitationExport} filters={() => table.current?.filters() ?? {}} />
        }
      />
      <DeclineDialog invitation={declining} onClose={() => setDeclining(null)} />
      <GoodsPickerDialog
        open={picking !== null}
        categoryId={picking?.categories.length === 1 ? picking.categories[0].id : undefined}
        onClose={() => setPicking(null)}
        onPick={(goods) => {
          if (picking) setQuoting({ mode: 'add', invitationId: picking.id, goodsId: goods.id });
          setPicking(null);
        }}
      />
      <QuotePriceDialog target={quoting} onClose={() => setQuoting(null)} />
    </Card>
  );
};

export default StoreAccreditPage;
