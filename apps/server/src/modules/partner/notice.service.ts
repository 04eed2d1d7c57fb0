import type {
  Notice,
  NoticeBell,
  NoticeFilter,
  NoticePageQuery,
  NoticeSummary,
} from '@portal/shared/contracts/partner';
import { and, asc, count, desc, eq, ilike, isNull, lt, not, or, type SQL, sql } from 'drizzle-orm';
import { createdWithin } from '../../db/time-range';
import { type DbOrTx, queryRows } from '../../db/client';
import { notFound } from '../../platform/errors';
import { DEFAULT_LOCALE, type Locale } from '../../platform/i18n/locale';
import { hasMessage, translate } from '../../platform/i18n/translate';
import { type NoticeMessage, noticeReads, notices } from './notice.table';
import { partners } from './partner.table';
import { containsPattern } from '../../db/like';

/**
 * The account reading notices: it sees its partner's notices to all accounts and those to itself,
 * the system's in its language (zh-CN when not given).
 */
export type NoticeReader = { partnerId: number; accountId: number; locale?: Locale };

type StoredText = { title: string; content: string; message: NoticeMessage | null };

/** A notice's title or content as the reader sees it: the system's message in their language. */
const textOf = (reader: NoticeReader, row: StoredText, part: 'title' | 'content'): string =>
  row.message
    ? translate(reader.locale ?? DEFAULT_LOCALE, `${row.message.key}.${part}`, row.message.params)
    : row[part];

const visibleTo = (reader: NoticeReader): SQL | undefined =>
  and(
    eq(notices.partnerId, reader.partnerId),
    or(isNull(notices.accountId), eq(notices.accountId, reader.accountId)),
  );

const readBy = (reader: NoticeReader) =>
  sql<boolean>`exists (select 1 from ${noticeReads} r
     where r.partner_id = ${notices.partnerId} and r.account_id = ${reader.accountId} and r.notice_id = ${notices.id})`;

const filterOf = (reader: NoticeReader, filter: NoticeFilter): SQL | undefined =>
  and(
    visibleTo(reader),
    filter.title ? ilike(notices.title, containsPattern(filter.title)) : undefined,
    filter.read == null ? undefined : filter.read ? readBy(reader) : not(readBy(reader)),
    createdWithin(notices.createdTime, filter),
  );

const summaryColumns = (reader: NoticeReader) => ({
  id: notices.id,
  title: notices.title,
  content: notices.content,
  message: notices.message,
  createdTime: notices.createdTime,
  read: readBy(reader),
});

type SummaryRow = StoredText & { id: number; createdTime: Date; read: boolean };

const summaryOf = (reader: NoticeReader, row: SummaryRow): NoticeSummary => ({
  id: row.id,
  title: textOf(reader, row, 'title'),
  createdTime: row.createdTime.toISOString(),
  read: row.read,
});

const noticeOf = (reader: NoticeReader, row: SummaryRow): Notice => ({
  ...summaryOf(reader, row),
  content: textOf(reader, row, 'content'),
});

const countUnread = async (db: DbOrTx, reader: NoticeReader): Promise<number> => {
  const [{ total }] = await db
    .select({ total: count() })
    .from(notices)
    .where(and(visibleTo(reader), not(readBy(reader))));
  return total;
};

/** The notice bell: the newest `dataCount` notices and the reader's unread count. */
export const noticeBellOf = async (
  db: DbOrTx,
  reader: NoticeReader,
  dataCount: number,
): Promise<NoticeBell> => {
  const [rows, unread] = await Promise.all([
    db
      .select(summaryColumns(reader))
      .from(notices)
      .where(visibleTo(reader))
      .orderBy(desc(notices.createdTime), desc(notices.id))
      .limit(dataCount),
    countUnread(db, reader),
  ]);
  return { list: rows.map((row) => summaryOf(reader, row)), count: unread };
};

/** The notice list page. */
export const listNotices = async (
  db: DbOrTx,
  reader: NoticeReader,
  query: NoticePageQuery,
): Promise<{ rows: NoticeSummary[]; total: number }> => {
  const where = filterOf(reader, query);
  const order = query.sortType === 'asc' ? asc : desc;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(summaryColumns(reader))
      .from(notices)
      .where(where)
      .orderBy(order(notices.createdTime), order(notices.id))
      .limit(query.size)
      .offset((query.current - 1) * query.size),
    db.select({ total: count() }).from(notices).where(where),
  ]);
  return { rows: rows.map((row) => summaryOf(reader, row)), total };
};

/** A batch of the filtered list for its export, newest first, after the notice `afterId`. */
export const listNoticesAfter = async (
  db: DbOrTx,
  reader: NoticeReader,
  filter: NoticeFilter,
  afterId: number | undefined,
  limit: number,
): Promise<Notice[]> => {
  const rows = await db
    .select(summaryColumns(reader))
    .from(notices)
    .where(and(filterOf(reader, filter), afterId === undefined ? undefined : lt(notices.id, afterId)))
    .orderBy(desc(notices.id))
    .limit(limit);
  return rows.map((row) => noticeOf(reader, row));
};

/** One notice the reader may see; reading it is a separate call (`markNoticeRead`). */
export const noticeDetail = async (db: DbOrTx, reader: NoticeReader, id: number): Promise<Notice> => {
  const [row] = await db
    .select(summaryColumns(reader))
    .from(notices)
    .where(and(visibleTo(reader), eq(notices.id, id)));
  if (!row) throw notFound();
  return noticeOf(reader, row);
};

export const markNoticeRead = async (db: DbOrTx, reader: NoticeReader, id: number): Promise<void> => {
  const [row] = await db
    .select({ id: notices.id })
    .from(notices)
    .where(and(visibleTo(reader), eq(notices.id, id)));
  if (!row) throw notFound();
  await db
    .insert(noticeReads)
    .values({ partnerId: reader.partnerId, accountId: reader.accountId, noticeId: id })
    .onConflictDoNothing();
};

/** Marks every notice the reader sees as read (the bell's "clear"); returns how many were unread. */
export const markAllNoticesRead = async (db: DbOrTx, reader: NoticeReader): Promise<number> => {
  const marked = await queryRows<{ notice_id: number }>(
    db,
    sql`
    insert into ${noticeReads} (partner_id, account_id, notice_id)
    select ${reader.partnerId}::bigint, ${reader.accountId}::bigint, ${notices.id} from ${notices}
     where ${and(visibleTo(reader), not(readBy(reader)))}
    on conflict do nothing
    returning notice_id`,
  );
  return marked.length;
};

/**
 * A notice to send: the system's `message` (a key with `.title` and `.content` in the message
 * catalogue, shown in each reader's language), or a `title` and `content` shown as written.
 */
export type NewNotice = { partnerId: number; accountId?: number | null } & (
  | { message: NoticeMessage }
  | { title: string; content: string }
);

/** Sends a notice to one partner (all its accounts, or one). Other modules notify through this. */
export const sendNotice = async (db: DbOrTx, notice: NewNotice): Promise<number> => {
  if ('message' in notice && !hasMessage(`${notice.message.key}.title`)) {
    throw new Error(`no notice message ${notice.message.key}`);
  }
  const text =
    'message' in notice
      ? {
          title: translate(DEFAULT_LOCALE, `${notice.message.key}.title`, notice.message.params),
          content: translate(DEFAULT_LOCALE, `${notice.message.key}.content`, notice.message.params),
          message: notice.message,
        }
      : { title: notice.title, content: notice.content, message: null };
  const [row] = await db
    .insert(notices)
    .values({ partnerId: notice.partnerId, accountId: notice.accountId ?? null, ...text })
    .returning({ id: notices.id });
  return row.id;
};

/**
 * The operator's notice (`npm run ops -- notice`): to every account of the partner `partnerNo`, or
 * of every partner with 'all'. Returns the number of partners reached; throws for an unknown partnerNo.
 */
export const createNotice = async (
  db: DbOrTx,
  target: { partnerNo: string } | 'all',
  title: string,
  content: string,
): Promise<number> => {
  const reached = await queryRows<{ partner_id: number }>(
    db,
    sql`
    insert into ${notices} (partner_id, title, content)
    select ${partners.id}, ${title}::text, ${content}::text from ${partners}
     where ${target === 'all' ? sql`true` : eq(partners.partnerNo, target.partnerNo)}
    returning partner_id`,
  );
  if (target !== 'all' && reached.length === 0) {
    throw notFound('notice.partnerNotFound', { partnerNo: target.partnerNo });
  }
  return reached.length;
};
