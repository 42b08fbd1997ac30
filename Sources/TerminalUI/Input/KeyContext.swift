/// The kinds of screen, as far as keys are concerned: each has its own table in `KeyMap`.
enum KeyContext: Sendable, Hashable, CaseIterable {
    case menu, play, summary, lab, replay
}
