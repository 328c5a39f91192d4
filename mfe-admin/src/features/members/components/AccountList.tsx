import { EmptyState, useMediaQuery } from 'shared-ui';
import { AccountCards } from './AccountCards';
import { AccountTable, type AccountViewProps } from './AccountTable';

/** Where the table has room for its seven columns; cards below it. */
export const TABLE_FROM_WIDTH = 992;

/** The accounts the search lets through, as a table or as cards, or why there are none. */
export function AccountList(props: AccountViewProps & { searching: boolean }) {
  const { searching, ...view } = props;
  const wide = useMediaQuery(`(min-width: ${TABLE_FROM_WIDTH}px)`);
  if (view.accounts.length === 0) {
    return searching ? <EmptyState title="No members match your search." /> : <EmptyState title="No members found" />;
  }
  return wide ? <AccountTable {...view} /> : <AccountCards {...view} />;
}
