/// What a shell may offer after an option or as a command's operands.
enum CompletionValues: Equatable, Sendable {
    /// Free text (a number, a seed, a size): nothing to offer.
    case none
    /// One of these words.
    case words([String])
    /// A file path.
    case files
    /// One of these words, or a file path (`--mask NAME|FILE`).
    case wordsOrFiles([String])
}
