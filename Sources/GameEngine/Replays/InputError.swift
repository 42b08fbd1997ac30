import MazeKit

/// Why an input string could not be read.
public struct InputError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The 1-based character position.
    public var position: Int
    /// What was found there.
    public var found: String
    /// What was expected.
    public var expected: String

    public var description: String {
        "inputs: character \(position) is '\(found)', expected \(expected)"
    }
}
