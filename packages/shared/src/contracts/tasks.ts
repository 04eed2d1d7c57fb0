import { z } from 'zod';
import { TaskState } from '../analytics-states';
import { DaySchema, IdSchema, optionalText, pageQueryOf } from './common';

// ---- Tasks (任务管理, /task/index; DOMAIN.md "Analytics": tasks) ----

export const TaskLimits = { title: 100, content: 1000, note: 500 } as const;

/** 1 high, 2 normal, 3 low. */
export const TaskPriority = { high: 1, normal: 2, low: 3 } as const;
export type TaskPriority = (typeof TaskPriority)[keyof typeof TaskPriority];
export const TASK_PRIORITIES = Object.values(TaskPriority) as TaskPriority[];

/** The home page's card shows at most this many of the caller's open and overdue tasks. */
export const MY_TASKS_SHOWN = 8;

export const TaskStateSchema = z.union([
  z.literal(TaskState.open),
  z.literal(TaskState.done),
  z.literal(TaskState.overdue),
]);

export const TaskPrioritySchema = z.union(
  [z.literal(TaskPriority.high), z.literal(TaskPriority.normal), z.literal(TaskPriority.low)],
  { error: 'task.priorityInvalid' },
);

const title = z
  .string({ error: 'task.titleRequired' })
  .trim()
  .min(1, { error: 'task.titleRequired' })
  .max(TaskLimits.title, { error: 'task.titleTooLong' });

export const TaskInputSchema = z.object({
  title,
  content: optionalText(TaskLimits.content, 'task.contentTooLong'),
  /** An account of the caller's partner. */
  assigneeId: IdSchema,
  /** The local day it is due; not before today (checked by the server, which knows the day). */
  dueDay: DaySchema,
  priority: TaskPrioritySchema.default(TaskPriority.normal),
});
export type TaskInput = z.input<typeof TaskInputSchema>;
export type TaskInputParsed = z.output<typeof TaskInputSchema>;

export const TaskUpdateSchema = TaskInputSchema.extend({ id: IdSchema });
export type TaskUpdate = z.output<typeof TaskUpdateSchema>;

export const TaskIdSchema = z.object({ id: IdSchema });

/** Marking a task done, with an optional note of what was done. */
export const TaskDoneSchema = z.object({
  id: IdSchema,
  note: optionalText(TaskLimits.note, 'task.noteTooLong'),
});
export type TaskDone = z.output<typeof TaskDoneSchema>;

const dueInOrder = (query: { dueFrom?: string | null; dueTo?: string | null }) =>
  !query.dueFrom || !query.dueTo || query.dueFrom <= query.dueTo;

/** The list's filters (the tabs' counts take the same, without the state). */
export const TaskFilterSchema = z.object({
  /** Contained in the title. */
  title: z
    .string()
    .trim()
    .max(TaskLimits.title)
    .nullish()
    .transform((value) => value || null),
  state: TaskStateSchema.nullish(),
  assigneeId: IdSchema.nullish(),
  dueFrom: DaySchema.nullish(),
  dueTo: DaySchema.nullish(),
  /** Only the caller's own tasks (assigned to them). */
  mine: z
    .union([z.boolean(), z.enum(['true', 'false'])])
    .nullish()
    .transform((value) => value === true || value === 'true'),
});
export type TaskFilter = z.output<typeof TaskFilterSchema>;

export const TaskPageQuerySchema = pageQueryOf(['dueDay', 'priority', 'createdTime'])
  .extend(TaskFilterSchema.shape)
  .refine(dueInOrder, { error: 'validation.dateRange', path: ['dueTo'] });
export type TaskPageQuery = z.input<typeof TaskPageQuerySchema>;
export type TaskPageQueryParsed = z.output<typeof TaskPageQuerySchema>;

export const TaskCountQuerySchema = TaskFilterSchema.omit({ state: true }).refine(dueInOrder, {
  error: 'validation.dateRange',
  path: ['dueTo'],
});
export type TaskCountQuery = z.input<typeof TaskCountQuerySchema>;

/** Tasks per state ('1' open, '2' done, '3' overdue) under the filter. */
export const TaskStateCountsSchema = z.record(z.string(), z.number());

export const TaskRowSchema = z.object({
  id: z.number(),
  title: z.string(),
  content: z.string().nullable(),
  assigneeId: z.number(),
  assigneeName: z.string().nullable(),
  dueDay: z.string(),
  priority: TaskPrioritySchema,
  state: TaskStateSchema,
  doneTime: z.string().nullable(),
  doneNote: z.string().nullable(),
  createdBy: z.number().nullable(),
  createdByName: z.string().nullable(),
  createdTime: z.string(),
  updatedTime: z.string(),
  /** The caller may mark it done: it is not done, and the caller is its assignee or holds task:edit. */
  mayFinish: z.boolean(),
});
export type TaskRow = z.infer<typeof TaskRowSchema>;

/** The caller's own open and overdue tasks (the home page's card): how many, and the first by due day. */
export const MyTasksSchema = z.object({
  open: z.number(),
  overdue: z.number(),
  rows: z.array(TaskRowSchema),
});
export type MyTasks = z.infer<typeof MyTasksSchema>;

/** An account a task may be assigned to (the assignee select). */
export const TaskAssigneeSchema = z.object({ id: z.number(), name: z.string(), username: z.string() });
export type TaskAssignee = z.infer<typeof TaskAssigneeSchema>;
