// The one interface every game vendor sits behind. A vendor opens a game for a member (launch),
// may list its games for the catalogue and may hand back its own bet records for reconciliation.
// Money never moves through an adapter: vendors call our seamless-wallet API for that.

export type TVendorLaunchOptions = {
  memberId: number;
  nodeId: number;
  gameCode: string;
  /** opaque launch token from issueLaunchToken; the vendor sends it back to authenticate and bet */
  launchToken: string;
  language: string;
};

export type TVendorGame = { gameCode: string; name: string; gameType: string };

export type TVendorRecord = {
  betTransactionId: string;
  playerId: string;
  roundId: string;
  gameCode: string;
  stake: number;
  payout: number;
  placedAt: Date;
};

export type TVendorAdapter = {
  /** vendor code as in vendors_seamless */
  code: string;
  launch: (opts: TVendorLaunchOptions) => Promise<{ url: string }>;
  listGames?: () => Promise<TVendorGame[]>;
  fetchRecords?: (from: Date, to: Date) => Promise<TVendorRecord[]>;
};
