import { countWithdrawals, listWithdrawals } from "~/features/core/booking/withdrawals-list.server";
import { loadListPage } from "./crud.server";

/** The back office's page of withdrawals (decision 0106): one page of the search's matches and their total. */
export function loadWithdrawalsPage(request: Request, env: Pick<Env, "DB">) {
  return loadListPage(request, async ({ q, offset, limit }) => {
    const [rows, total] = await Promise.all([listWithdrawals(env, q, limit, offset), countWithdrawals(env, q)]);
    return { rows, total };
  });
}
