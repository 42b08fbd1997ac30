import MazeKit

/// What the player asks of the campaign session (the UI's intents, in game words).
public enum SessionIntent: Sendable, Hashable {
    /// Play campaign level `id`: resume its saved attempt, or begin one. An attempt saved at
    /// another level is abandoned first (its used power-ups stay used, its replay is kept).
    case play(level: Int)
    /// Continue the campaign: the saved attempt, or the first unlocked level not yet won.
    case continueCampaign
    /// Play a level built from a bare seed: nothing is paid or saved, only its replay kept.
    case practice(Level)
    /// Play the daily challenge of `date` (built by `DailyChallenge.level(for:)`). On the day
    /// itself (`isToday`), the first attempt that ends — won, out of moves, or given up after
    /// a move — is the day's result; later attempts, and past days, count for nothing.
    case daily(date: DailyDate, level: Level, isToday: Bool)
    /// One action in the attempt on screen.
    case act(Action)
    /// Give up the attempt on screen and begin the level again.
    case restart
    /// Leave the attempt on screen, kept in the save to resume later.
    case suspend
    /// Give up the attempt on screen (counted as abandoned).
    case abandon
    /// Buy one power-up in the shop.
    case buy(ShopItem)
    /// Wear an avatar.
    case wear(avatar: String)
    /// Spend a hint: the next move of a best route from where the player stands.
    case useHint
    /// Take the last action back (docs/rules.md, "Undo"): in the attempt on screen, or, right
    /// after an attempt ran out of moves, in that attempt, which then goes on.
    case undo
    /// A first-encounter tip was shown: remember it so it is shown only once.
    case sawTip(Tip)
}

/// Why the session refused an intent.
public enum SessionRefusal: Sendable, Hashable {
    /// The level is not unlocked (or not in the campaign, or could not be built).
    case locked(level: Int, unlocked: Int)
    /// There is no attempt on screen to act in.
    case noAttempt
    /// The shop refused: too few coins, or the most of that power-up is already held.
    case cannotBuy(ShopItem, price: Int, coins: Int)
    /// The avatar is not owned (or unknown).
    case avatarLocked(String)
    /// No hints in hand.
    case noHints
    /// No route to the exit is left in the moves left: a hint could not help.
    case noRoute
    /// Undo at the start of an attempt, or with no attempt that can go on.
    case nothingToUndo
    /// Undo in the day's counted daily attempt, which counts as first played.
    case noUndoInCountedDaily
}

/// How an attempt ended, judged and paid: every fact the summary shows (docs/rules.md).
public struct FinishedAttempt: Sendable, Hashable {
    /// The attempt as it ended.
    public var attempt: Attempt
    /// The attempt judged by the rules: stars, item par, moves counted, how far the exit was.
    public var scorecard: Scorecard
    /// What it paid; `nil` outside the campaign (practice and the daily pay nothing).
    public var settlement: Settlement?
    /// The level's best finish before this attempt, if it had been won.
    public var previousBest: Int?
    /// For a daily attempt that counted: the day's result as kept.
    public var dailyResult: DailyResult?

    /// Creates one.
    public init(attempt: Attempt, scorecard: Scorecard, settlement: Settlement?, previousBest: Int?, dailyResult: DailyResult? = nil) {
        self.attempt = attempt
        self.scorecard = scorecard
        self.settlement = settlement
        self.previousBest = previousBest
        self.dailyResult = dailyResult
    }

    /// Won, failed or abandoned.
    public var outcome: Outcome { scorecard.outcome }

    /// Whether this finish beat the earlier best (or was the first win).
    public var isNewBest: Bool {
        outcome == .won && previousBest.map { attempt.state.movesUsed < $0 } ?? true
    }

    /// Where a paid win stands against the level's best before it (what its cash-in followed);
    /// `nil` for an attempt not won or not paid (practice, the daily).
    public var standing: Standing? {
        guard outcome == .won, let settlement else { return nil }
        if scorecard.assisted { return .assisted }
        guard let best = previousBest else { return .firstClear(paidUnusedMoves: settlement.cashIn > 0) }
        return attempt.state.movesUsed < best ? .newBest(was: best) : .notBetter(best: best)
    }
}

/// What happened in the session, for the UI to show and the loop to carry out.
public enum SessionEvent: Sendable, Hashable {
    /// An attempt is on screen: new, or resumed where it was left.
    case began(level: Int, resumed: Bool)
    /// The intent was refused; nothing changed.
    case refused(SessionRefusal)
    /// An action in the attempt on screen and the engine's events.
    case acted(Action, [Event])
    /// The attempt on screen ended (won, failed, or given up) and was settled.
    case finished(FinishedAttempt)
    /// The attempt on screen was put aside, kept in the save.
    case suspended(level: Int)
    /// A power-up was bought.
    case bought(ShopItem, price: Int)
    /// An avatar is worn.
    case wore(avatar: String)
    /// A hint was spent: this way is the next move of a best route.
    case hinted(Direction)
    /// `action` was taken back; `reopened`: the attempt had run out of moves (its failure is
    /// taken back too) and is on screen again.
    case undone(Action, reopened: Bool)
    /// Keep this replay of a finished attempt.
    case record(Replay)
    /// Keep this replay as the proof of the daily result of `date` (it re-checks the result).
    case recordDailyProof(Replay, date: DailyDate)
    /// The progress changed in a way that must be written now.
    case save
}
