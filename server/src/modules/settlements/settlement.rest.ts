import { SETTLEMENT_MESSAGES, SETTLEMENT_STATUS_LABELS } from '@shim/common/settlements';
import { field, type RestRouter } from '../../platform/rest';
import { sendSpreadsheet } from '../../platform/spreadsheets';
import { monthlySettlementCheck } from './settlement-check.service';
import { statementSheet } from './settlement-export';
import * as settlements from './settlement.service';
import type { SettlementStatement } from './settlement.statement';

/**
 * 정산 (docs/rest-clients.md): the manager's statements (a list without lines, one with its lines and
 * adjustments, one as xlsx) and the administrator's month, paid marking and reconciliation with Toss.
 */
export function settlementRoutes(api: RestRouter): void {
  api.get('/manager/settlements', ['ROLE_MANAGER'], async (ctx, req) => {
    const hotelId = field.optionalInteger((req.query as Record<string, unknown>).hotelId);
    return (await settlements.managerSettlements(ctx, hotelId)).map(summaryShape);
  });

  api.get('/manager/settlements/:id', ['ROLE_MANAGER', 'ROLE_ADMIN'], async (ctx, req) =>
    detailShape(await settlements.settlementStatement(ctx, field.integer(req.params.id))),
  );

  api.get('/manager/settlements/:id/xlsx', ['ROLE_MANAGER', 'ROLE_ADMIN'], async (ctx, req, res) => {
    const id = field.integer(req.params.id);
    const statement = await settlements.settlementStatement(ctx, id);
    const download = {
      fileName: `정산서_${statement.hotelName}_${statement.month}.xlsx`,
      fallbackName: `settlement-${statement.month}.xlsx`,
    };
    await sendSpreadsheet(ctx, res, download, async () =>
      statementSheet(statement, statement.lines ?? [], statement.adjustments ?? []),
    );
  });

  api.get('/admin/settlements/check', ['ROLE_ADMIN'], async (ctx, req) =>
    monthlySettlementCheck(ctx, field.string((req.query as Record<string, unknown>).month)),
  );

  api.get('/admin/settlements', ['ROLE_ADMIN'], async (ctx, req) =>
    (await settlements.adminSettlements(ctx, field.string((req.query as Record<string, unknown>).month))).map(
      summaryShape,
    ),
  );

  api.post('/admin/settlements/:id/paid', ['ROLE_ADMIN'], async (ctx, req) => ({
    message: SETTLEMENT_MESSAGES.markedPaid,
    statement: detailShape(
      await settlements.markSettlementPaid(
        ctx,
        field.integer(req.params.id),
        field.string((req.body as Record<string, unknown> | undefined)?.paidOn),
      ),
    ),
  }));
}

/** A statement without its lines: the GraphQL type's fields, dates as strings, and the status's words. */
function summaryShape(statement: SettlementStatement) {
  return {
    id: statement.id,
    hotelId: statement.hotelId,
    hotelName: statement.hotelName,
    month: statement.month,
    status: statement.status,
    statusLabel: SETTLEMENT_STATUS_LABELS[statement.status],
    grossAmount: statement.grossAmount,
    refundAmount: statement.refundAmount,
    netSales: statement.netSales,
    commissionRate: statement.commissionRate,
    commissionAmount: statement.commissionAmount,
    paymentFeeAmount: statement.paymentFeeAmount,
    adjustmentAmount: statement.adjustmentAmount,
    payoutAmount: statement.payoutAmount,
    lineCount: statement.lineCount,
    closedAt: statement.closedAt?.toISOString() ?? null,
    paidOn: statement.paidOn,
    managerName: statement.managerName,
  };
}

function detailShape(statement: SettlementStatement) {
  return { ...summaryShape(statement), lines: statement.lines ?? [], adjustments: statement.adjustments ?? [] };
}
