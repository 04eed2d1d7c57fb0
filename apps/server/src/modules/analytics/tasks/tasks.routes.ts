import { task } from '@portal/shared/contracts/tasks.endpoints';
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../../../platform/auth/auth-context';
import { authOf } from '../../../platform/auth/guard';
import { msgOf, ok, page } from '../../../platform/envelope';
import { serve } from '../../../platform/http/serve';
import { holdsAll } from '../../auth/roles.service';
import {
  createTask,
  deleteTask,
  finishTask,
  listTasks,
  myTasks,
  reopenTask,
  taskDetail,
  taskAssignees,
  taskStateCounts,
  updateTask,
} from './tasks.service';

/** The caller as the tasks see it: may it manage every task (task:edit)? */
const actorOf = (auth: AuthContext) => ({
  partnerId: auth.partnerId,
  accountId: auth.accountId,
  mayEdit: holdsAll(auth, ['task:edit']),
});

/** Tasks (/task/index) and the caller's own (the home page's card). */
export const taskRoutes = async (app: FastifyInstance) => {
  const { db } = app.deps.database;

  serve(app, task.page, async (request) => {
    const { rows, total } = await listTasks(db, actorOf(authOf(request)), request.body);
    return page(rows, total);
  });

  serve(app, task.stateCounts, async (request) =>
    ok(await taskStateCounts(db, actorOf(authOf(request)), request.body)),
  );

  serve(app, task.detail, async (request) =>
    ok(await taskDetail(db, actorOf(authOf(request)), request.query.id)),
  );

  serve(app, task.assignees, async (request) => ok(await taskAssignees(db, authOf(request).partnerId)));

  serve(app, task.mine, async (request) => ok(await myTasks(db, actorOf(authOf(request)))));

  serve(app, task.add, async (request) =>
    ok(await createTask(db, actorOf(authOf(request)), request.body), msgOf(request, 'task.added')),
  );

  serve(app, task.update, async (request) =>
    ok(await updateTask(db, actorOf(authOf(request)), request.body), msgOf(request, 'task.updated')),
  );

  serve(app, task.done, async (request) =>
    ok(await finishTask(db, actorOf(authOf(request)), request.body), msgOf(request, 'task.finished')),
  );

  serve(app, task.reopen, async (request) =>
    ok(await reopenTask(db, actorOf(authOf(request)), request.body.id), msgOf(request, 'task.reopened')),
  );

  serve(app, task.delete, async (request) => {
    await deleteTask(db, actorOf(authOf(request)), request.body.id);
    return ok(null, msgOf(request, 'task.deleted'));
  });
};
