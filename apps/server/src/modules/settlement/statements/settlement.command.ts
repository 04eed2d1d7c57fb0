import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { DaySchema, type StatementRow, StatementState } from '@portal/shared/contracts/settlement';
import { fileKindOf } from '@portal/shared/file-types';
import { fail, notFound } from '../../../platform/errors';
import { type OpsCommand, OpsUsageError } from '../../../platform/ops/ops-command';
import { createStorage } from '../../../platform/storage/create-storage';
import { partnerAdminIdOf } from '../../auth/accounts.service';
import { CONTENT_SAMPLE_BYTES, contentMimeOf } from '../../communal/file-content';
import { storeGeneratedFile } from '../../communal/files.service';
import { partnerByNo } from '../../partner/partner.service';
import {
  latestStatementsOf,
  makeStatement,
  PROOF_FILE_KINDS,
  payStatement,
  reviseStatement,
  statementByNo,
  withdrawStatement,
} from './statement.service';

const usage = [
  'settlement make <partnerNo> <channelId> <from> <to>     a statement of the completed orders on none (days YYYY-MM-DD)',
  'settlement revise <partnerNo> <statementNo> <orderNo>... [--remark text]   takes orders off a disputed statement',
  'settlement withdraw <partnerNo> <statementNo>           withdraws an awaiting or disputed statement, freeing its orders',
  'settlement pay <partnerNo> <statementNo> <bankSerial> <proofFile>   pays a confirmed statement (proof: pdf or picture)',
  "settlement list <partnerNo>                             the partner's latest statements",
];

const STATE_NAMES: Record<number, string> = {
  1: 'awaiting confirmation',
  2: 'confirmed',
  3: 'disputed',
  4: 'paid',
  5: 'withdrawn',
};

type Listed = Pick<
  StatementRow,
  'statementNo' | 'revision' | 'orderCount' | 'settleAmount' | 'periodFrom' | 'periodTo'
> & {
  state: number;
};

const lineOf = (row: Listed) =>
  [
    row.statementNo.padEnd(16),
    `${row.periodFrom}..${row.periodTo}`,
    `state ${row.state} ${STATE_NAMES[row.state] ?? ''}`.padEnd(30),
    `rev ${row.revision}`.padEnd(6),
    `${String(row.orderCount).padStart(6)} orders`,
    `¥${row.settleAmount.padStart(14)}`,
  ].join('  ');

const dayOf = (text: string | undefined): string => {
  const day = DaySchema.safeParse(text);
  if (!day.success) throw new OpsUsageError(usage);
  return day.data;
};

/** `settlement ...`: the operator's side of statements (make, revise, withdraw, pay). */
export const settlementCommand: OpsCommand = {
  name: 'settlement',
  usage,
  run: async ({ db, config }, args) => {
    const [action, partnerNo, ...rest] = args;
    if (!action || !partnerNo) throw new OpsUsageError(usage);
    const partner = await partnerByNo(db, partnerNo);
    if (!partner) throw notFound('partner.notFound', { partnerNo });
    switch (action) {
      case 'make': {
        const channelId = Number(rest[0]);
        if (!Number.isSafeInteger(channelId) || channelId <= 0 || rest.length !== 3)
          throw new OpsUsageError(usage);
        const made = await makeStatement(db, {
          partnerId: partner.id,
          channelId,
          from: dayOf(rest[1]),
          to: dayOf(rest[2]),
          timeZone: config.timeZone,
        });
        return made
          ? `made: ${lineOf(made)}`
          : 'no completed orders on no statement in that channel and period';
      }
      case 'revise': {
        const remarkAt = rest.indexOf('--remark');
        const names = remarkAt === -1 ? rest : rest.slice(0, remarkAt);
        const remark = remarkAt === -1 ? null : rest.slice(remarkAt + 1).join(' ');
        const [statementNo, ...orderNos] = names;
        if (!statementNo || orderNos.length === 0) throw new OpsUsageError(usage);
        const statement = await statementByNo(db, partner.id, statementNo);
        return `revised: ${lineOf(await reviseStatement(db, partner.id, { id: statement.id, orderNos, remark }))}`;
      }
      case 'withdraw': {
        if (rest.length !== 1) throw new OpsUsageError(usage);
        const statement = await statementByNo(db, partner.id, rest[0]);
        return `withdrawn: ${lineOf(await withdrawStatement(db, partner.id, statement.id))}`;
      }
      case 'pay': {
        const [statementNo, bankSerial, proofPath] = rest;
        if (!statementNo || !bankSerial || !proofPath || rest.length !== 3) throw new OpsUsageError(usage);
        const statement = await statementByNo(db, partner.id, statementNo);
        // Checked before the proof is stored (payStatement checks again under its lock).
        if (statement.state !== StatementState.confirmed) throw fail('settlement.statement.notConfirmed');
        const name = path.basename(proofPath);
        const kind = fileKindOf(name);
        if (!kind || !(PROOF_FILE_KINDS as readonly string[]).includes(kind)) {
          throw fail('upload.kindMismatch', { types: PROOF_FILE_KINDS.join(', ') });
        }
        const bytes = await readFile(proofPath).catch(() => {
          throw notFound('file.notFound');
        });
        const mime = await contentMimeOf(name, bytes.subarray(0, CONTENT_SAMPLE_BYTES));
        if (!mime) throw fail('upload.contentMismatch');
        const adminId = await partnerAdminIdOf(db, partner.id);
        if (adminId === undefined) throw notFound('auth.accountNotFound');
        const proofFileId = await storeGeneratedFile(
          db,
          await createStorage(config),
          { partnerId: partner.id, accountId: adminId },
          { name, kind, mime, bytes },
        );
        const paid = await payStatement(db, partner.id, { id: statement.id, bankSerial, proofFileId });
        return `paid: ${lineOf(paid)}`;
      }
      case 'list': {
        const rows = await latestStatementsOf(db, partner.id);
        return rows.length === 0 ? 'no statements' : rows.map(lineOf).join('\n');
      }
      default:
        throw new OpsUsageError(usage);
    }
  },
};
