import type { Role } from '@portal/shared/contracts/auth';
import { Button, Empty, Flex, Skeleton, Tag, Tree, Typography } from 'antd';
import type { TreeDataNode } from 'antd';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../app/layout/use-shell';
import { groupTitleOf, routeTitleOf } from '../../../app/route-title';
import { useSessionStore } from '../../../app/stores/session.store';
import { type AuthorityNode, buildAuthorityTree, checkedKeysOf, codesOfCheckedKeys } from '../authority-tree';
import { useAllocateAuthorities, useAuthorityCatalogue } from '../use-accounts';

export type RoleAuthorityPanelProps = { role: Role | null };

/** An authority code as a locale key (':' separates namespaces in i18next). */
const codeKey = (code: string) => `authority.${code.replaceAll(':', '_')}`;

/**
 * The checkable authority catalogue of one role -> POST /api/auth/allocate. A delegate (not the
 * partner admin) can only hand out the codes it holds itself, so the others are disabled.
 */
export const RoleAuthorityPanel = ({ role }: RoleAuthorityPanelProps) => {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const catalogue = useAuthorityCatalogue();
  const allocation = useAllocateAuthorities();
  const user = useSessionStore((state) => state.user);
  const tree = useMemo(() => buildAuthorityTree(catalogue.data ?? []), [catalogue.data]);
  const [checked, setChecked] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    setChecked(role ? checkedKeysOf(tree, role.authorities) : []);
  }, [role, tree]);

  const own = useMemo(() => new Set(user?.authorities ?? []), [user]);
  const grantable = (code: string) => Boolean(user?.isAdmin) || own.has(code);

  const toData = (node: AuthorityNode): TreeDataNode => {
    let title: ReactNode;
    if (node.kind === 'group') title = groupTitleOf(node.ref, language);
    else if (node.kind === 'page') {
      title = (
        <>
          {routeTitleOf(node.ref, language)}
          {node.delivered ? null : (
            <Tag variant="filled" style={{ marginInlineStart: 8 }}>
              {t('role.notDelivered')}
            </Tag>
          )}
        </>
      );
    } else if (node.kind === 'view') title = t('role.view');
    else title = t(codeKey(node.ref), { defaultValue: node.ref });
    const leaf = node.kind === 'view' || node.kind === 'action';
    return {
      key: node.key,
      title,
      disableCheckbox: leaf && !grantable(node.ref),
      children: node.children?.map(toData),
    };
  };

  const treeData = tree.nodes.map(toData);

  if (!role) return <Empty description={t('role.pickRole')} />;
  if (catalogue.isPending) return <Skeleton active />;

  const save = async () => {
    setSaving(true);
    try {
      await allocation.mutateAsync({ roleId: role.id, authorities: codesOfCheckedKeys(tree, checked) });
    } catch {
      // shown by the http client
    } finally {
      setSaving(false);
    }
  };

  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" align="center">
        <Typography.Text type="secondary">
          {t('role.selectedCount', { n: codesOfCheckedKeys(tree, checked).length })}
        </Typography.Text>
        <Flex gap={8}>
          <Button onClick={() => setChecked(checkedKeysOf(tree, role.authorities))}>
            {t('role.revert')}
          </Button>
          <Button type="primary" loading={saving} onClick={() => void save()}>
            {t('role.saveAuthorities')}
          </Button>
        </Flex>
      </Flex>
      <Tree
        checkable
        selectable={false}
        height={560}
        defaultExpandedKeys={tree.nodes.map((node) => node.key)}
        treeData={treeData}
        checkedKeys={checked}
        onCheck={(keys) => setChecked((Array.isArray(keys) ? keys : keys.checked).map(String))}
      />
    </Flex>
  );
};
