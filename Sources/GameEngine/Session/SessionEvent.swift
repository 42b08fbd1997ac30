import MazeKit

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
    /// Treasury `number` was opened for `price` coins.
    case openedTreasury(number: Int, price: Int)
    /// The first move of a treasury's try paid its fee.
    case paidTreasuryFee(number: Int, fee: Int)
    /// The dare of the attempt on screen was taken: `stake` coins paid.
    case dared(stake: Int)
    /// Campaign level `level` was skipped for `price` coins: the next level is open (it begins
    /// next, `.began`), and `level` stays open, not won.
    case skipped(level: Int, price: Int)
    /// The run of `run` dares a lost dare ended was kept, for `price` coins.
    case keptDareRun(run: Int, price: Int)
    /// A power-up was bought.
    case bought(ShopItem, price: Int)
    /// An avatar was bought for coins (it is worn next: `.wore`).
    case boughtAvatar(String, price: Int)
    /// An avatar is worn.
    case wore(avatar: String)
    /// A hint was spent: this way is the first move of a cheapest route to the exit (`GameState.bestRoute`).
    case hinted(Direction)
    /// The best plan of the level on screen was scouted: its coins and crates (`price` paid now,
    /// 0 when it was scouted before in this sitting).
    case scouted(ScoutedPlan, price: Int)
    /// The scout pass was switched (`.on`: the level on screen, if any, is scouted too).
    case switchedScoutPass(ScoutPass)
    /// The scouted plan's way from where the player stands (`price` paid now, 0 when the guide
    /// was bought before in this sitting).
    case guided([Direction], price: Int)
    /// The level on screen was surveyed (`price` paid now, 0 when it was surveyed before in
    /// this sitting).
    case surveyed(price: Int)
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
