import MazeKit

/// The replay notation (docs/formats.md, "Replays"): `u d l r` moves, `J`+dir jump, `X`+dir demolish,
/// `T` Time, blanks ignored (e.g. `rrd Jd lXu T`).
public enum Inputs {
    /// The most actions an input string may hold; longer ones are refused before simulating.
    public static let maximumCount = 1_000_000

    /// Reads an input string.
    /// - Throws: `InputError` naming the first bad character and its position.
    public static func parse(_ text: String) throws(InputError) -> [Action] {
        var actions: [Action] = []
        var pending: Character?
        var pendingPosition = 0
        for (offset, character) in text.enumerated() {
            let position = offset + 1
            // "\r\n" is one Character (one grapheme), not "\r" then "\n".
            if character == " " || character == "\n" || character == "\t" || character == "\r" || character == "," || character == "\r\n" {
                if let pending { throw InputError(position: position, found: " ", expected: "a direction (u d l r) after '\(pending)'") }
                continue
            }
            if let kind = pending {
                guard let direction = direction(character) else {
                    throw InputError(position: position, found: String(character), expected: "a direction (u d l r) after '\(kind)'")
                }
                actions.append(kind == "J" ? .jump(direction) : .demolish(direction))
                pending = nil
            } else if let direction = direction(character) {
                actions.append(.move(direction))
            } else if character == "T" {
                actions.append(.addTime)
            } else if character == "J" || character == "X" {
                pending = character
                pendingPosition = position
            } else {
                throw InputError(position: position, found: String(character), expected: "u, d, l, r, J, X or T")
            }
            if actions.count > maximumCount {
                throw InputError(position: position, found: "more", expected: "at most \(maximumCount) actions")
            }
        }
        if let pending {
            throw InputError(position: pendingPosition, found: String(pending), expected: "a direction to follow it, but the inputs end")
        }
        return actions
    }

    /// Writes actions in the notation, without blanks.
    public static func format(_ actions: [Action]) -> String {
        actions.map(\.notation).joined()
    }

    private static func direction(_ c: Character) -> Direction? {
        switch c {
        case "u": .north
        case "d": .south
        case "l": .west
        case "r": .east
        default: nil
        }
    }
}
