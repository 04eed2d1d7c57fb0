import {
  AccountBookOutlined,
  AimOutlined,
  AppstoreOutlined,
  BarChartOutlined,
  CarryOutOutlined,
  ClusterOutlined,
  DashboardOutlined,
  ExportOutlined,
  FileSearchOutlined,
  FundOutlined,
  HomeOutlined,
  ProfileOutlined,
  ScheduleOutlined,
  ShoppingCartOutlined,
  ShoppingOutlined,
  TagsOutlined,
  TeamOutlined,
  UserOutlined,
  UsergroupAddOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';

/** The icon of each menu group by its served `icon` key (packages/shared/src/menu.ts). */
const ICONS: Record<string, ComponentType> = {
  home: HomeOutlined,
  dashboard: DashboardOutlined,
  todo: CarryOutOutlined,
  goods: ShoppingOutlined,
  brand: TagsOutlined,
  inquiry: FileSearchOutlined,
  order: ProfileOutlined,
  settlement: AccountBookOutlined,
  scm: ClusterOutlined,
  purchase: ShoppingCartOutlined,
  seller: TeamOutlined,
  stat: BarChartOutlined,
  report: FundOutlined,
  target: AimOutlined,
  task: ScheduleOutlined,
  export: ExportOutlined,
  account: UsergroupAddOutlined,
  user: UserOutlined,
};

export const MenuIcon = ({ name }: { name: string }) => {
  const Icon = ICONS[name] ?? AppstoreOutlined;
  return <Icon />;
};
