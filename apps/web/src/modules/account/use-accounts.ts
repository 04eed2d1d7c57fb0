import type {
  AccountCreateInput,
  AccountQuery,
  AccountUpdateInput,
  RoleCreateInput,
} from '@portal/shared/contracts/auth';
import { account, role } from '@portal/shared/contracts/auth.endpoints';
import { useQuery } from '@tanstack/react-query';
import { useWrite, write } from '../../shared/api-hooks';
import { api, apiWith, type RequestOptions } from '../../shared/http';
import type { PageParams } from '../../shared/page-table';

export type AccountFilter = Pick<AccountQuery, 'username' | 'nickName' | 'enabled'>;

const ACCOUNTS = ['account', 'accounts'] as const;
const ROLES = ['account', 'roles'] as const;
const AUTHORITIES = ['account', 'authorities'] as const;

/**
 * The sub-account list (PageTable). The table sorts by its columns' keys, which are the query's
 * sort columns; `enabled` travels as text in the query string.
 */
export const accountList = {
  queryKey: [...ACCOUNTS, 'page'],
  request: ({ sortBy, enabled, ...params }: PageParams & Partial<AccountFilter>, options: RequestOptions) =>
    apiWith(
      account.page,
      {
        ...params,
        sortBy: sortBy as AccountQuery['sortBy'],
        enabled: enabled === undefined ? undefined : String(enabled),
      },
      options,
    ),
};

const createAccount = write(account.create);
const updateAccount = write(account.update);

/** Creates a sub-account, or changes the one with `id`. */
export const useSaveAccount = () =>
  useWrite(
    (input: AccountCreateInput | AccountUpdateInput) =>
      'id' in input ? updateAccount(input) : createAccount(input),
    [ACCOUNTS],
  );

export const useEnableAccount = () => useWrite(write(account.enable), [ACCOUNTS]);

/** A sub-account's new password: nothing on screen changes. */
export const resetAccountPassword = write(account.resetPassword);

export const useRoles = () => useQuery({ queryKey: ROLES, queryFn: () => api(role.list), retry: false });

/** The authority catalogue never changes while the app runs. */
export const useAuthorityCatalogue = () =>
  useQuery({
    queryKey: AUTHORITIES,
    queryFn: () => api(role.authorities),
    staleTime: Number.POSITIVE_INFINITY,
  });

const createRole = write(role.create);
const updateRole = write(role.update);

type RoleInput = Pick<RoleCreateInput, 'roleName' | 'remark'>;

// Roles feed the account list's role names too.

/** Creates a role (without authorities) or renames the one with `id`; answers the role's id. */
export const useSaveRole = () =>
  useWrite(
    async (input: RoleInput & { id?: number }): Promise<number> => {
      if (input.id) {
        await updateRole({ ...input, id: input.id });
        return input.id;
      }
      return (await createRole({ ...input, authorities: [] })).id;
    },
    [ROLES, ACCOUNTS],
  );

export const useDeleteRole = () => useWrite(write(role.delete), [ROLES, ACCOUNTS]);

export const useAllocateAuthorities = () => useWrite(write(role.allocate), [ROLES, ACCOUNTS]);
