import MazeKit

/// What a key means on the screen it was pressed on. Screens read only commands, never keys,
/// so every binding lives in `KeyMap`'s table.
enum Command: Sendable, Hashable {
    /// Arrows, WASD, hjkl: a move in play, a cursor step in menus.
    case direction(Direction)
    /// Arm a Jump or a Demolish (the next direction spends it).
    case jumpPrefix, demolishPrefix
    case restart, pause, help, quit
    /// Yes to a prompt.
    case confirm
    /// No to a prompt (or its default, Enter).
    case deny
    /// Enter: choose, buy, go on.
    case select
    /// Esc or Backspace on a menu: one screen back.
    case back
    /// Esc in a level: puts away what is open (the look cursor, a sketch, an armed Jump or
    /// Demolish, a question, the pause) and, with nothing open, does nothing: testers pressed
    /// Esc "to clear" and met a pause they had not asked for (`p` pauses).
    case cancel
    /// Open level select (summary, `l`).
    case levelSelect
    /// Toggle markers of where each arrow would stop (play, `m`).
    case toggleStops
    /// Toggle the column and row numbers on the play field's outer wall (play, `#`).
    case toggleRuler
    /// Toggle every cell's ways out drawn as one line mark on its centre (play, `e`).
    case toggleWays
    /// Toggle the whole level scaled down (play, `o`).
    case toggleOverview
    /// Toggle the zoom of a window larger than the baseline (play, `z`).
    case toggleZoom
    /// Take the last action back (play, and the out-of-moves summary, `u`).
    case undo
    /// Spend a hint (play, `t`).
    case hint
    /// Scout the level's best plan (asks first: it costs coins).
    case scout
    /// Use a Time, once it is confirmed: more moves for this attempt (play, `+`).
    case useTime
    /// Show or hide the ghost of the best run (play, `g`).
    case toggleGhost
    /// Sketch a route without playing it, then walk it (play, `v`).
    case sketch
    /// Look at a cell: a cursor that names its ways out and what is on it (play, `i`).
    case look
    /// Survey the level: while looking, the line counts the moves from the cursor (play, `f`;
    /// asks first, since it costs coins).
    case survey
    /// Take the level's dare: coins on planning it to perfection on this try (play, `$`).
    case dare
    /// Toggle the best route on the failure screen (`b`).
    case toggleRoute
    /// Skip the furthest level open for coins: the next one opens (play, the summary, `>`).
    case skip
    /// The treasury a band's last level opens, from its summary (`t`).
    case treasury
    /// Play or pause (lab and replay viewer, Space).
    case playPause
    /// Faster or slower (lab and replay viewer, `+` and `-`).
    case faster, slower
    /// Jump to the start or the end (replay viewer `0`, Enter; lab Enter finishes).
    case toStart, toEnd
    /// Lab: a new seed (`n`), a bigger or smaller maze (`]`, `[`).
    case newSeed, grow, shrink
}
