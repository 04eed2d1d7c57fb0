import {
  AccountBookOutlined,
  AuditOutlined,
  CarOutlined,
  FileDoneOutlined,
  FileProtectOutlined,
  MoneyCollectOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';
import type { TodoKind } from '../todo-kinds';

const ICONS: Record<TodoKind, ComponentType> = {
  confirm: AuditOutlined,
  ship: CarOutlined,
  contract: FileProtectOutlined,
  invoice: AccountBookOutlined,
  sign: FileDoneOutlined,
  settlement: MoneyCollectOutlined,
};

/** The icon of a to-do kind (home cards and the to-do page's tabs). */
export const TodoIcon = ({ kind }: { kind: TodoKind }) => {
  const Icon = ICONS[kind];
  return <Icon />;
};
