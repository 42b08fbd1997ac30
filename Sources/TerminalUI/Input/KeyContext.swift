/// The kinds of screen, as far as keys are concerned: each has its own table in `KeyMap`.
enum KeyContext: Sendable, Hashable, CaseIterable {
    case menu, play, summary, lab, replay
    /// A yes-or-no question on a menu ("Quit mz? [yn] (n)").
    case question
}
