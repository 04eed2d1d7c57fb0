import { z } from 'zod';
import { viewCodeOf } from '../menu';
import { endpoints } from './endpoint';
import {
  MyTasksSchema,
  TaskAssigneeSchema,
  TaskCountQuerySchema,
  TaskDoneSchema,
  TaskIdSchema,
  TaskInputSchema,
  TaskPageQuerySchema,
  TaskRowSchema,
  TaskStateCountsSchema,
  TaskUpdateSchema,
} from './tasks';

/** Creating, changing, reopening and deleting tasks (MENU.md: /task/index's action). */
const TASK_EDIT = 'task:edit';
const readTasks = viewCodeOf('/task/index');

/** Tasks assigned to the partner's accounts (/task/index) and the caller's own (the home page). */
export const task = endpoints('analytics', 'task', {
  page: {
    method: 'POST',
    path: '/api/account/task/page',
    summary: "A page of the partner's tasks matching the filter, by due day unless sorted otherwise",
    auth: readTasks,
    body: TaskPageQuerySchema,
    rows: TaskRowSchema,
  },
  stateCounts: {
    method: 'POST',
    path: '/api/account/task/state/counts',
    summary: 'How many of the filtered tasks are open, done and overdue (the list tabs)',
    auth: readTasks,
    body: TaskCountQuerySchema,
    data: TaskStateCountsSchema,
  },
  detail: {
    method: 'GET',
    path: '/api/account/task/detail',
    summary: 'One task',
    auth: readTasks,
    query: TaskIdSchema,
    data: TaskRowSchema,
  },
  assignees: {
    method: 'GET',
    path: '/api/account/task/assignees',
    summary: "The partner's enabled accounts a task may be assigned to",
    auth: { anyOf: [TASK_EDIT, readTasks] },
    data: z.array(TaskAssigneeSchema),
  },
  mine: {
    method: 'GET',
    path: '/api/account/task/mine',
    summary:
      "The caller's own open and overdue tasks, how many of each and the first by due day (the home page)",
    auth: 'login',
    data: MyTasksSchema,
  },
  add: {
    method: 'POST',
    path: '/api/account/task/add',
    summary: 'Creates an open task for an account of the partner, due on a day not in the past',
    auth: TASK_EDIT,
    body: TaskInputSchema,
    data: TaskRowSchema,
  },
  update: {
    method: 'POST',
    path: '/api/account/task/update',
    summary: 'Changes a task that is not done (an overdue one given a day not past is open again)',
    auth: TASK_EDIT,
    body: TaskUpdateSchema,
    data: TaskRowSchema,
  },
  done: {
    method: 'POST',
    path: '/api/account/task/done',
    summary:
      'Marks an open or overdue task done, with a note: by its assignee or an account holding task:edit',
    auth: 'login',
    body: TaskDoneSchema,
    data: TaskRowSchema,
  },
  reopen: {
    method: 'POST',
    path: '/api/account/task/reopen',
    summary: 'Opens a done task again',
    auth: TASK_EDIT,
    body: TaskIdSchema,
    data: TaskRowSchema,
  },
  delete: {
    method: 'POST',
    path: '/api/account/task/delete',
    summary: 'Deletes a task',
    auth: TASK_EDIT,
    body: TaskIdSchema,
  },
});
