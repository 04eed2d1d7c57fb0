import type { CategoryParam } from '@portal/shared/contracts/catalog';
import { Card, Empty, Flex, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CategorySelect } from '../../../../shared/selectors/CategorySelect';
import { useCategoryParams } from '../use-goods';

/** /goods/parameter: the parameter template goods of a category fill in. */
const GoodsParameterPage = () => {
  const { t } = useTranslation('catalog');
  const [categoryId, setCategoryId] = useState<number>();
  const params = useCategoryParams(categoryId);
  return (
    <Card variant="borderless">
      <Flex vertical gap={16}>
        <Typography.Text type="secondary">{t('goods.parameterPage')}</Typography.Text>
        <CategorySelect onChange={(id) => setCategoryId(id)} />
        {categoryId === undefined ? (
          <Empty description={t('goods.chooseCategoryFirst')} />
        ) : (
          <Table<CategoryParam>
            rowKey="name"
            loading={params.isLoading}
            dataSource={params.data ?? []}
            pagination={false}
            locale={{ emptyText: t('goods.noTemplate') }}
            columns={[
              { title: t('goods.paramName'), dataIndex: 'name' },
              {
                title: t('goods.required'),
                dataIndex: 'required',
                width: 100,
                render: (required: boolean) =>
                  required ? <Tag color="red">{t('goods.required')}</Tag> : null,
              },
              {
                title: t('goods.options'),
                dataIndex: 'options',
                render: (options: string[]) =>
                  options.length === 0 ? (
                    <Typography.Text type="secondary">{t('goods.anyValue')}</Typography.Text>
                  ) : (
                    <Flex gap={4} wrap>
                      {options.map((option) => (
                        <Tag key={option}>{option}</Tag>
                      ))}
                    </Flex>
                  ),
              },
            ]}
          />
        )}
      </Flex>
    </Card>
  );
};

export default GoodsParameterPage;
