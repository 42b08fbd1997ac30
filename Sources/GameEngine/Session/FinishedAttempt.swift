import MazeKit

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
    /// For a campaign or practice win: its crates against the level's best plan; `nil` for
    /// any other attempt, a level without a plan with coins, or one too large to search.
    public var plan: PlanScore?
    /// For a dared campaign attempt: its stake, whether it was won (with the ✓, `PlanScore.isPerfect`), what it paid
    /// and the run of dares it made or ended.
    public var dare: DareOutcome?

    /// Creates one.
    public init(
        attempt: Attempt, scorecard: Scorecard, settlement: Settlement?, previousBest: Int?, dailyResult: DailyResult? = nil,
        plan: PlanScore? = nil
    ) {
        self.attempt = attempt
        self.scorecard = scorecard
        self.settlement = settlement
        self.previousBest = previousBest
        self.dailyResult = dailyResult
        self.plan = plan
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
