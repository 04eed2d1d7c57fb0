// The order list's widgets and nothing else, on the web app's own dependencies: the least any page
// built on this stack can send (bench/web-floor.ts builds it and reports its size).
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { Button, ConfigProvider, Dropdown, Form, Input, Layout, Menu, Select, Table, Tabs } from 'antd';
import i18next from 'i18next';
import { createRoot } from 'react-dom/client';
import { initReactI18next, useTranslation } from 'react-i18next';
import { BrowserRouter, Route, Routes } from 'react-router';

void i18next.use(initReactI18next).init({ lng: 'en', resources: { en: { list: { orders: 'Orders' } } } });
const queryClient = new QueryClient();

const OrderList = () => {
  const { t } = useTranslation('list');
  const rows = useQuery({ queryKey: ['orders'], queryFn: async () => [{ id: 1, orderNo: 'A1' }] });
  return (
    <Layout>
      <Layout.Sider>
        <Menu
          mode="inline"
          items={[{ key: 'orders', label: t('orders'), children: [{ key: 'a', label: 'a' }] }]}
        />
      </Layout.Sider>
      <Layout>
        <Layout.Header>
          <Dropdown menu={{ items: [{ key: 'logout', label: 'Logout' }] }}>
            <Button type="text">demo</Button>
          </Dropdown>
        </Layout.Header>
        <Tabs type="editable-card" hideAdd items={[{ key: 'orders', label: t('orders') }]} />
        <Layout.Content>
          <Form layout="inline">
            <Form.Item name="orderNo" label="No.">
              <Input allowClear />
            </Form.Item>
            <Form.Item name="source" label="Source">
              <Select allowClear options={[{ value: 1, label: 'Channel' }]} />
            </Form.Item>
            <Button type="primary" htmlType="submit">
              Search
            </Button>
          </Form>
          <Table
            rowKey="id"
            dataSource={rows.data ?? []}
            columns={[{ title: 'No.', dataIndex: 'orderNo' }]}
            pagination={{ showSizeChanger: true, showQuickJumper: true, total: 1 }}
          />
        </Layout.Content>
      </Layout>
    </Layout>
  );
};

createRoot(document.getElementById('root') as HTMLElement).render(
  <BrowserRouter>
    <QueryClientProvider client={queryClient}>
      <ConfigProvider>
        <Routes>
          <Route path="*" element={<OrderList />} />
        </Routes>
      </ConfigProvider>
    </QueryClientProvider>
  </BrowserRouter>,
);
