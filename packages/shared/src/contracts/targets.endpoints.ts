import { viewCodeOf } from '../menu';
import { endpoints } from './endpoint';
import {
  TargetIdSchema,
  TargetInputSchema,
  TargetPageQuerySchema,
  TargetRowSchema,
  TargetUpdateSchema,
} from './targets';

/** Setting, changing and deleting targets (MENU.md: /target/index's action). */
const TARGET_EDIT = 'target:edit';
const readTargets = viewCodeOf('/target/index');

/** Sales targets with their achievement and pacing (/target/index). */
export const target = endpoints('analytics', 'target', {
  page: {
    method: 'POST',
    path: '/api/account/target/page',
    summary:
      "A page of the partner's targets whose period overlaps the picked one, each with its achievement (completed order amount) and pacing",
    auth: readTargets,
    body: TargetPageQuerySchema,
    rows: TargetRowSchema,
  },
  detail: {
    method: 'GET',
    path: '/api/account/target/detail',
    summary: 'One target with its achievement and pacing',
    auth: readTargets,
    query: TargetIdSchema,
    data: TargetRowSchema,
  },
  add: {
    method: 'POST',
    path: '/api/account/target/add',
    summary:
      'Sets a target: an amount for a seller or the whole firm for a month, quarter or year (one per seller, kind and period)',
    auth: TARGET_EDIT,
    body: TargetInputSchema,
    data: TargetRowSchema,
  },
  update: {
    method: 'POST',
    path: '/api/account/target/update',
    summary: "Changes a target's amount and remark",
    auth: TARGET_EDIT,
    body: TargetUpdateSchema,
    data: TargetRowSchema,
  },
  delete: {
    method: 'POST',
    path: '/api/account/target/delete',
    summary: 'Deletes a target',
    auth: TARGET_EDIT,
    body: TargetIdSchema,
  },
});
