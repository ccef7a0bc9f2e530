/** The wallet transfer's English wording (MEMBER-2, STORE-3); ./ur.ts is typed by it. */
export const en = {
  xfer_single: 'This site has one wallet for every game: you never need to move money between wallets.',
  xfer_total: 'Total balance',
  xfer_main: 'Main wallet',
  xfer_wallets: 'Game wallets',
  xfer_from: 'From',
  xfer_to: 'To',
  xfer_amount: 'Amount',
  xfer_all: 'All',
  xfer_all_label: 'Fill in the whole balance of the wallet it comes from',
  xfer_submit: 'Transfer',
  xfer_swap: 'Swap',
  xfer_swap_label: 'Swap from and to',
  xfer_recall: 'Back to main',
  xfer_recall_all: 'Recall all to main wallet',
  xfer_done: '{0} moved from {1} to {2}.',
  xfer_recalled: '{0} moved back to the main wallet.',
  xfer_recall_nothing: 'There was nothing to recall.',
  xfer_recall_failed: 'These wallets did not answer and keep their balance: {0}.',
  xfer_vendor_failed: '{0} did not accept the transfer. Nothing was moved; your balances are as they were.',
  xfer_pick_main: 'One side must be the main wallet',
  xfer_same: 'Please choose two different wallets',
  xfer_amount_number: 'Please enter an amount above 0 with at most 2 decimal places',
  xfer_amount_balance: 'The amount is more than the balance of that wallet ({0})',
  xfer_empty_wallet: 'There is nothing to transfer in this wallet',
  xfer_reused: 'This request was already used for another transfer; please try again',
}

declare module '../../../../../core/i18n/index' {
  interface Messages extends Record<keyof typeof en, string> {}
}
