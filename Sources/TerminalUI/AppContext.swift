import GameEngine

/// Fixed facts of a run of the game.
public struct AppContext: Sendable {
    /// The campaign played.
    public var campaign: LevelFile
    /// Box drawing or ASCII.
    public var glyphs: Glyphs
    /// Draw in colour.
    public var colour: Bool
    /// Animate slides, jumps and banners.
    public var animation: Bool
    /// The data folder in use (the help screen names it), if any.
    public var dataFolder: String?
    /// Today's UTC date, for the daily challenge; `nil` when the daily is not offered (a
    /// campaign other than the shipped one: daily results belong with the shipped progress).
    /// A clock, not a date: a game left open past midnight offers the new day's level. It
    /// gives why there is no daily when it reads outside the daily's days.
    public var clock: (@Sendable () -> Result<DailyDate, DailyClockError>)?
    /// Whether the treasuries are offered: with the shipped campaign only (they are built from
    /// its design, and their records belong with its progress).
    public var offersTreasuries = false
    /// Today, by `clock`; `nil` without a clock or when it gives no day of the daily.
    public var today: DailyDate? { try? clock?().get() }

    /// Creates a context.
    public init(campaign: LevelFile, ascii: Bool, colour: Bool, animation: Bool, dataFolder: String? = nil) {
        self.campaign = campaign
        glyphs = Glyphs(ascii: ascii)
        self.colour = colour
        self.animation = animation
        self.dataFolder = dataFolder
    }

    /// `style` when colours are on, else the terminal's default colour with the same attributes.
    func tint(_ colour: Colour, bold: Bool = false, dim: Bool = false) -> Style {
        Style(self.colour ? colour : .standard, bold: bold, dim: dim)
    }
}
