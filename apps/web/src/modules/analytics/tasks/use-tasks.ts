import type { TaskCountQuery, TaskPageQuery } from '@portal/shared/contracts/tasks';
import { task } from '@portal/shared/contracts/tasks.endpoints';
import { useQuery } from '@tanstack/react-query';
import { listOf, useWrite, write } from '../../../shared/api-hooks';
import { api } from '../../../shared/http';
import type { ListFilter } from '../../../shared/page-table';

/** Every cached read of tasks (the list, its counts, the home card): a write changes them all. */
export const TASKS_KEY = ['analytics', 'tasks'] as const;

export type TaskFilterValues = ListFilter<TaskPageQuery>;

export const taskList = listOf<typeof task.page, TaskFilterValues>(task.page, [...TASKS_KEY, 'page']);

/** Tasks per state under the list's filter (the tabs). */
export const useTaskStateCounts = (filter: TaskCountQuery) =>
  useQuery({ queryKey: [...TASKS_KEY, 'counts', filter], queryFn: () => api(task.stateCounts, filter) });

/** The accounts a task may be assigned to. */
export const useTaskAssignees = (enabled = true) =>
  useQuery({ queryKey: [...TASKS_KEY, 'assignees'], queryFn: () => api(task.assignees), enabled });

/** The caller's own open and overdue tasks (the home page's card). */
export const useMyTasks = () => useQuery({ queryKey: [...TASKS_KEY, 'mine'], queryFn: () => api(task.mine) });

export const useAddTask = () => useWrite(write(task.add), [TASKS_KEY]);
export const useUpdateTask = () => useWrite(write(task.update), [TASKS_KEY]);
export const useFinishTask = () => useWrite(write(task.done), [TASKS_KEY]);
export const useReopenTask = () => useWrite(write(task.reopen), [TASKS_KEY]);
export const useDeleteTask = () => useWrite(write(task.delete), [TASKS_KEY]);
