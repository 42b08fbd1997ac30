import GameEngine

/// What a screen asks for when it handles a command. The app carries out the last five itself
/// (screens never change each other or the session); the first four go on to the loop, the
/// only part that touches files or the process.
public enum Effect: Sendable {
    /// Write the save now.
    case save
    /// Keep this replay of a finished attempt.
    case record(Replay)
    /// Keep this replay as the proof of the daily result of `date`, where the player can find it.
    case recordDailyProof(Replay, date: DailyDate)
    /// Leave the program.
    case quit
    /// Ask the campaign session for something; its events come back to the screen.
    case session(SessionIntent)
    /// Show another screen.
    case open(Destination)
    /// Show the help screen over this one; any key comes back.
    case help
    /// A one-off message at the bottom of the screen.
    case notice(String)
    /// The player showed (`true`) or hid the ghost: the choice holds for the rest of the sitting.
    case preferGhost(Bool)
}

/// The screens a screen may open.
public enum Destination: Sendable, Hashable {
    /// The title, with its cursor where the player left it.
    case title
    /// Level select, its cursor on a level (1…).
    case levelSelect(cursor: Int)
    case shop, avatars, stats, lab
}

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

/// What a screen may read while it handles a command or draws: the session and the context.
struct World: Sendable {
    /// Fixed facts.
    let context: AppContext
    /// The player's campaign as it stands.
    let session: CampaignSession
    /// The terminal's size in columns and rows.
    let windowSize: (width: Int, height: Int)

    /// The player's progress.
    var progress: PlayerProgress { session.progress }
}

/// A rectangle of the screen, in columns and rows.
struct Area: Sendable, Hashable {
    var x: Int, y: Int, width: Int, height: Int

    /// Creates an area.
    init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = max(0, width)
        self.height = max(0, height)
    }

    /// The last row.
    var bottom: Int { y + height - 1 }
}

/// One screen: a reducer over commands and session events, plus a view.
protocol SceneModel {
    /// Which key bindings apply.
    var keyContext: KeyContext { get }
    /// The key bar: what the keys do here, most important first (cut from the end to fit).
    func keyBar(in world: World) -> [String]
    /// Handles one command.
    mutating func handle(_ command: Command, in world: World) -> [Effect]
    /// Takes an event of the session (the answer to one of this screen's intents).
    mutating func observe(_ event: SessionEvent, in world: World) -> [Effect]
    /// Advances animations by `seconds`; `true` when the frame changed.
    mutating func tick(seconds: Double, in world: World) -> Bool
    /// Whether something moves (the loop wakes sooner).
    func isAnimating(in world: World) -> Bool
    /// Draws the screen into `area` (the key bar is drawn by the app below it).
    func render(into screen: inout Screen, area: Area, world: World)
}

extension SceneModel {
    func observe(_ event: SessionEvent, in world: World) -> [Effect] { [] }
    mutating func tick(seconds: Double, in world: World) -> Bool { false }
    func isAnimating(in world: World) -> Bool { false }
}
