import MazeKit

/// Why the session refused an intent.
public enum SessionRefusal: Sendable, Hashable {
    /// The level is not unlocked (or not in the campaign, or could not be built).
    case locked(level: Int, unlocked: Int)
    /// There is no attempt on screen to act in.
    case noAttempt
    /// The shop refused: too few coins, or the most of that power-up is already held.
    case cannotBuy(ShopItem, price: Int, coins: Int)
    /// The avatar costs `price` coins and the player has `coins`.
    case cannotBuyAvatar(String, price: Int, coins: Int)
    /// The avatar is not sold for coins, or is owned already.
    case avatarNotForSale(String)
    /// Nothing is bought while a level outside the campaign (the daily, practice) is on screen.
    case noShoppingOutsideTheCampaign
    /// The avatar is not owned (or unknown).
    case avatarLocked(String)
    /// No hints in hand.
    case noHints
    /// No route to the exit is left in the moves left: a hint could not help.
    case noRoute
    /// Scouting costs `price` coins and the player has `coins`.
    case cannotScout(price: Int, coins: Int)
    /// The level has no plan to scout: no crate fits the budget without power-ups, or the
    /// level is too large to search.
    case noPlanToScout
    /// The guide follows a scouted plan: scout first.
    case notScouted
    /// The guide costs `price` coins and the player has `coins`.
    case cannotGuide(price: Int, coins: Int)
    /// The survey costs `price` coins and the player has `coins`.
    case cannotSurvey(price: Int, coins: Int)
    /// No survey on an escape (`LevelKind.escape`): finding the way is its whole question.
    case noSurveyOnAnEscape
    /// The scouted plan's crates left no longer fit the moves left from here (nothing charged).
    case planOutOfReach
    /// Undo at the start of an attempt, or with no attempt that can go on.
    case nothingToUndo
    /// Undo in the day's counted daily attempt, which counts as first played.
    case noUndoInCountedDaily
    /// The scout pass is switched only once bought.
    case noScoutPass
    /// Treasury `number` may be opened once campaign level `level` is won.
    case treasuryLocked(number: Int, level: Int)
    /// Treasury `number` is not open: it opens for `price` coins.
    case treasuryClosed(number: Int, price: Int)
    /// Opening treasury `number` costs `price` coins and the player has `coins` (or it is open).
    case cannotOpenTreasury(number: Int, price: Int, coins: Int)
    /// A try at treasury `number` costs `fee` coins and the player has `coins`.
    case cannotAffordTreasury(number: Int, fee: Int, coins: Int)
    /// A second Jump in one campaign attempt: one is the most an attempt takes.
    case oneJumpAnAttempt
    /// A power-up on a campaign escape, which is walked (`LevelKind.isWalked`).
    case walkedLevel
    /// No dare is on offer: not a campaign level from `Dare.firstLevel` never won, a move,
    /// sketch, hint or guide closed it, or the level has no plan with coins.
    case noDare
    /// No run of dares to keep: no lost dare ended one of `Dare.keepableRun` or more since the
    /// last attempt's first action.
    case noRunToKeep
    /// Keeping the run costs `price` coins and the player has `coins`.
    case cannotKeepRun(price: Int, coins: Int)
    /// The dare's stake is `stake` coins and the player has `coins`.
    case cannotAffordDare(stake: Int, coins: Int)
    /// A dared try is played without hints or the guide, and a failed one is not reopened: the
    /// plan is the player's own.
    case noHelpInADare
    /// Level `level` cannot be skipped: only the furthest level open, from
    /// `Economy.firstSkippable`, not yet won and not the last (`CampaignSession.isSkippable`).
    case notSkippable(level: Int)
    /// Skipping a level costs `price` coins and the player has `coins`.
    case cannotAffordSkip(price: Int, coins: Int)
    /// A dared try's one undo, for a slip of the key, is spent.
    case dareSlipUsed
    /// A treasury try's one undo, for a slip of the key, is spent, or the try has ended: its
    /// fee is at stake.
    case treasurySlipUsed
}
