import type {
  AccountCreateInput,
  AccountEnableInput,
  AccountPasswordResetInput,
  AccountQuery,
  AccountRow,
  AccountUpdateInput,
  AllocateInput,
  AuthorityGroup,
  Role,
  RoleCreateInput,
  RoleUpdateInput,
} from '@portal/shared/contracts/auth';
import { http, type RequestOptions } from '../../shared/http';
import type { PageParams } from '../../shared/page-table';

export type AccountFilter = Pick<AccountQuery, 'username' | 'nickName' | 'enabled'>;

/** Writes show the server's success message (spec section 8). */
const saved = { showSuccess: true } as const;

export const accountApi = {
  page: (params: PageParams & Partial<AccountFilter>, options?: RequestOptions) =>
    http.page<AccountRow>('GET', '/api/auth/accounts', params, options),
  create: (input: AccountCreateInput) => http.post<{ id: number }>('/api/auth/accounts', input, saved),
  update: (input: AccountUpdateInput) => http.post<null>('/api/auth/accounts/update', input, saved),
  enable: (input: AccountEnableInput) => http.post<null>('/api/auth/accounts/enable', input, saved),
  resetPassword: (input: AccountPasswordResetInput) =>
    http.post<null>('/api/auth/accounts/password/reset', input, saved),
};

export const roleApi = {
  list: () => http.get<Role[]>('/api/auth/roles'),
  create: (input: RoleCreateInput) => http.post<{ id: number }>('/api/auth/roles', input, saved),
  update: (input: RoleUpdateInput) => http.post<null>('/api/auth/roles/update', input, saved),
  delete: (id: number) => http.post<null>('/api/auth/roles/delete', { id }, saved),
  allocate: (input: AllocateInput) => http.post<null>('/api/auth/allocate', input, saved),
  authorities: () => http.get<AuthorityGroup[]>('/api/auth/authorities'),
};
