import type { ProofPageQuery, StatementPageQuery } from '@portal/shared/contracts/settlement';
import { proof, statement } from '@portal/shared/contracts/settlement.endpoints';
import { useQuery } from '@tanstack/react-query';
import { listOf, useWrite, write } from '../../shared/api-hooks';
import { api } from '../../shared/http';
import type { ListFilter } from '../../shared/page-table';
import { ORDER_QUERY_KEY } from '../orders/use-orders';

/** Query key prefix of everything settlement shows; a write refreshes all of it. */
export const SETTLEMENT_QUERY_KEY = ['settlement'] as const;

const STATEMENT_KEY = [...SETTLEMENT_QUERY_KEY, 'statements'] as const;

export const statementQueryKeys = {
  page: (name: string) => [...STATEMENT_KEY, 'page', name] as const,
  counts: [...STATEMENT_KEY, 'counts'] as const,
  detail: (id: number | undefined) => [...STATEMENT_KEY, 'detail', id] as const,
  lines: (id: number) => [...STATEMENT_KEY, 'lines', id] as const,
  print: (id: number | undefined) => [...STATEMENT_KEY, 'print', id] as const,
};

/**
 * A change to a statement moves its orders' `statement_state` (the order detail, its checklist) and
 * the home page's to-do count `settlementMoneyWaitConfirmCount` (under the orders' key, use-todo.ts).
 */
const STATEMENT_WRITES = [SETTLEMENT_QUERY_KEY, ORDER_QUERY_KEY] as const;

export type StatementFilterValues = ListFilter<StatementPageQuery>;
export type ProofFilterValues = ListFilter<ProofPageQuery>;

/** A statement list (PageTable) of a screen: `name` keeps each screen's pages apart in the cache. */
export const statementList = (name: string) =>
  listOf<typeof statement.page, StatementFilterValues>(statement.page, statementQueryKeys.page(name));

/** The statement list's export (ExportButton). */
export const statementExport = statement.export;

/** Statements per state, for the tabs. */
export const useStatementStateCounts = () =>
  useQuery({ queryKey: statementQueryKeys.counts, queryFn: () => api(statement.stateCounts) });

/** One statement with its totals, history, payout and money received (not loaded without an id). */
export const useStatementDetail = (id: number | undefined) =>
  useQuery({
    queryKey: statementQueryKeys.detail(id),
    queryFn: () => api(statement.detail, { id: id as number }),
    enabled: id !== undefined && id > 0,
  });

/** A statement's orders (PageTable), by its id. */
export const statementLineList = (id: number) =>
  listOf<typeof statement.lines, { id: number; orderNo?: string }>(
    statement.lines,
    statementQueryKeys.lines(id),
  );

/** The most lines the print view lays out (50 pages of 100); the export has them all. */
export const PRINT_LINE_LIMIT = 5000;
const PRINT_PAGE_SIZE = 100;

/** Every line of a statement for its A4 print view, page after page up to PRINT_LINE_LIMIT. */
export const useStatementPrintLines = (id: number | undefined) =>
  useQuery({
    queryKey: statementQueryKeys.print(id),
    enabled: id !== undefined && id > 0,
    queryFn: async ({ signal }) => {
      const first = await api(
        statement.lines,
        { id: id as number, current: 1, size: PRINT_PAGE_SIZE },
        { signal },
      );
      const rows = [...first.data];
      const pages = Math.min(Math.ceil(first.total / PRINT_PAGE_SIZE), PRINT_LINE_LIMIT / PRINT_PAGE_SIZE);
      for (let current = 2; current <= pages; current += 1) {
        const next = await api(
          statement.lines,
          { id: id as number, current, size: PRINT_PAGE_SIZE },
          { signal },
        );
        rows.push(...next.data);
      }
      return { rows, total: first.total };
    },
  });

/** Confirms the money of a statement awaiting confirmation, naming the revision on screen. */
export const useConfirmStatement = () => useWrite(write(statement.confirm), STATEMENT_WRITES);

/** Disputes a statement awaiting confirmation, with the reason. */
export const useDisputeStatement = () => useWrite(write(statement.dispute), STATEMENT_WRITES);

/** The proof list's export through the export centre. */
export const proofExport = proof.export;

/** The payout proofs of paid statements (PageTable). */
export const proofList = listOf<typeof proof.page, ProofFilterValues>(proof.page, [
  ...SETTLEMENT_QUERY_KEY,
  'proofs',
]);
