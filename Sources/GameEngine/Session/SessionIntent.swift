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
    /// Open treasury `number` for good, for `Treasury.keyPrice` coins, once its band's 10th
    /// level is won.
    case openTreasury(number: Int)
    /// Try treasury `number` (`Treasury`), once it is open and the coins cover its fee: the
    /// fee is paid by the try's first move, so the map can be studied first.
    case treasury(number: Int)
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
    /// Buy an avatar for coins (and wear it). Refused while a level outside the campaign (the
    /// daily, practice) is on screen: the daily keeps empty hands.
    case buyAvatar(String)
    /// Wear an avatar.
    case wear(avatar: String)
    /// Spend a hint: a cheapest route to the exit from where the player stands.
    case useHint
    /// Pay `Economy.scoutPrice` coins to see the campaign level's best plan: the most coins a run
    /// within the budget takes without power-ups, and how many crates (docs/rules.md, "Scout").
    /// Paid once a level in a sitting: asked again, the session answers without charging. Free
    /// with the scout pass.
    case scout
    /// Pay `Economy.guidePrice` coins to see the way of the scouted plan from where the player
    /// stands (docs/rules.md, "Scout"): once scouted, once a level in a sitting; asked again,
    /// the way from where the player stands then, free.
    case guide
    /// Pay `CampaignSession.surveyPrice(of:)` coins to survey the campaign level on screen: while
    /// the player looks (`i`), the message line counts the moves from the player to the cursor
    /// and from the cursor to the exit (docs/rules.md, "Surveying"). Once a level in a sitting;
    /// asked again, free. Allowed in a dare, and it
    /// leaves the dare on offer: it counts moves, the plan is still the player's.
    case survey
    /// Switch the scout pass on (every level's best plan told as it begins) or off (told when
    /// asked, free); refused without one.
    case switchScoutPass
    /// Take the last action back (docs/rules.md, "Undo"): in the attempt on screen, or, right
    /// after an attempt ran out of moves, in that attempt, which then goes on.
    case undo
    /// A first-encounter tip was shown: remember it so it is shown only once.
    case sawTip(Tip)
    /// Take the dare the attempt on screen offers (`Dare`, `CampaignSession.dareOffer`): its
    /// stake paid now, on planning the level to perfection on this try.
    case dare
    /// Keep the run of dares the last lost dare ended (`CampaignSession.keepableRun`), for
    /// `Dare.keepPrice(run:)` coins: offered until the next attempt's first action or another
    /// level begins.
    case keepDareRun
    /// Skip campaign level `id` for `Economy.skipPrice(of:)` coins (docs/rules.md, "Skipping a
    /// level"): the next level opens and begins, and `id` stays open, not won, to be won later.
    /// Only the furthest level open (`CampaignSession.isSkippable`); its attempt on screen, if
    /// any, is given up first (a dare on it is lost).
    case skip(level: Int)
    /// Pass the dare the attempt on screen offers: the player began a sketch, which plans the
    /// level with the game's counting (a dare is a plan made by eye).
    case passDare
}
